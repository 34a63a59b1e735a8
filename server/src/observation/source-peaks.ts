// The most reporting clients that saw an error of a section's version within one minute
// (any 60 s, not a clock minute): the release watch's guard against one noisy visitor.
// browser-reports.ts counts a client once in its rate limiter's minute, whose first reports
// are at least 60 s apart, so one visitor is never more than one of them. No identifier is
// kept: per version, the times of the last minute's counts and the most seen.
const MINUTE_MS = 60_000;

export function erroringPeaks(now: () => number) {
  const peaks = new Map<string, { times: number[]; most: number }>();
  return {
    /** One more client whose report had an error of `remote` at `version`, now. */
    counted(remote: string, version: string) {
      const key = `${remote} ${version}`;
      const at = now();
      const peak = peaks.get(key) ?? { times: [], most: 0 };
      peak.times = [...peak.times.filter((time) => at - time < MINUTE_MS), at];
      peak.most = Math.max(peak.most, peak.times.length);
      peaks.set(key, peak);
    },
    /** The most such clients within one minute so far. */
    most: (remote: string, version: string) => peaks.get(`${remote} ${version}`)?.most ?? 0,
  };
}
