// The most reporting clients that saw an error of a section's version within one minute:
// the release watch's guard against one noisy visitor (browser-reports.ts counts a client
// once a minute, so one visitor is never more than one of them). No identifier is kept:
// a count per version and minute.
const MINUTE_MS = 60_000;

export function erroringPeaks(now: () => number) {
  const peaks = new Map<string, { minute: number; count: number; most: number }>();
  return {
    /** One more client whose report had an error of `remote` at `version`, this minute. */
    counted(remote: string, version: string) {
      const key = `${remote} ${version}`;
      const minute = Math.floor(now() / MINUTE_MS);
      const peak = peaks.get(key) ?? { minute, count: 0, most: 0 };
      if (peak.minute !== minute) Object.assign(peak, { minute, count: 0 });
      peak.count += 1;
      peak.most = Math.max(peak.most, peak.count);
      peaks.set(key, peak);
    },
    /** The most such clients in any one minute so far. */
    most: (remote: string, version: string) => peaks.get(`${remote} ${version}`)?.most ?? 0,
  };
}
