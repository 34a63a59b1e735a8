export interface Sentinel {
  label: string;
  value: string;
}
export interface Hit extends Sentinel {
  /** Absolute path of the JavaScript file that holds the value. */
  file: string;
}
export function siteFactSentinels(site: { config: unknown; locations: unknown }): Sentinel[];
export function scanBundles(distFolder: string, sentinels: Sentinel[]): Hit[];
export function hitMessage(hit: Hit, workspace: string): string;
