import type { RemoteName } from 'shared-content';
import type { Notices } from 'shared-content/schemas';

/**
 * What the server tells the browser about the page it rendered, in a JSON data block
 * (`<script type="application/json">`, never executable code: the CSP stays
 * `script-src 'self'`).
 */
export interface SsrData {
  /** `remotes.json` as the server read it, so the browser need not fetch it first. */
  remotes: unknown;
  /**
   * The browser entry script (remoteEntry) of each remote the page was rendered with, from
   * its manifest, which the server read and found compatible with the shell's singletons:
   * the browser loads it without fetching the manifest.
   */
  entries?: Partial<Record<RemoteName, string>>;
  /** Remotes that failed on the server: their parts were rendered as failure panels. */
  failed: RemoteName[];
  /**
   * The remote modules the page was rendered with, and the scripts each needs for this
   * page: the browser loads them first.
   */
  modules: { remote: RemoteName; expose: string; chunks?: string[] }[];
  /** When the page was rendered (ms since the epoch). */
  renderedAt: number;
  /** The owner's notices the page was rendered with. */
  notices: Notices;
  /**
   * True when a server rendered the page on request, with the live notices file; false for a
   * prerendered page (a static host), whose browser reads the live file after hydration.
   */
  noticesLive: boolean;
}

export const SSR_DATA_ID = 'ssr-data';

/** JSON that is safe inside a `<script>` element. */
export const serializeSsrData = (data: SsrData) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readSsrData(document: Document): SsrData | null {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}
