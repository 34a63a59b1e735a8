// The release watch's rule for browser errors (watch.ts). It judges reporting visitors, not
// reports: a client counts once a minute (browser-reports.ts), so one visitor sending
// report after report weighs no more than any other. A new version goes back when
//   - at least ROLLBACK_MIN_SOURCES (3) visitors saw an error of it within one minute (one
//     noisy visitor is never more than one of them), and
//   - the share of its visitors who saw an error, taken at the lower end of its 95%
//     confidence interval (Wilson's score interval), is above the replaced version's share
//     by more than ROLLBACK_ERRORS_PER_THOUSAND (20) per thousand.
// A release that breaks every view goes back as soon as three visitors' reports arrive
// within a minute: 3 of 3 is at least 438 per thousand with 95% confidence.

/** A version's reporting visitors (a client once a minute), as the observer counts them. */
export interface SourceFigures {
  sources: number;
  erroringSources: number;
  /** The most visitors who saw an error of it within one minute (any 60 s). */
  erroringSourcesInAMinute: number;
}

export interface BrowserRule {
  minSources: number;
  errorsPerThousand: number;
}

/** The lower end of the Wilson score interval of `hits` in `trials` (z 1.96: 95%). */
export function wilsonLowerBound(hits: number, trials: number, z = 1.96) {
  if (trials === 0) return 0;
  const share = hits / trials;
  const z2 = z * z;
  const spread = z * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials));
  return (share + z2 / (2 * trials) - spread) / (1 + z2 / trials);
}

const perThousand = (share: number) => (share * 1000).toFixed(1);

/** Why the new version must go by its browser errors, or undefined while it may stay. */
export function browserErrorVerdict(
  next: SourceFigures & { version: string },
  before: (SourceFigures & { version: string }) | undefined,
  rule: BrowserRule,
) {
  if (next.erroringSourcesInAMinute < rule.minSources) return undefined;
  const bound = wilsonLowerBound(next.erroringSources, next.sources);
  const previous = before?.sources ? before.erroringSources / before.sources : 0;
  if (bound - previous <= rule.errorsPerThousand / 1000) return undefined;
  return (
    `${next.erroringSources} of ${next.sources} reporting visitors saw browser errors of ${next.version} ` +
    `(${next.erroringSourcesInAMinute} within one minute; at least ${perThousand(bound)} per thousand with 95% confidence), ` +
    `against ${perThousand(previous)} per thousand for ${before?.version ?? 'the version before'} ` +
    `(the rule: more than ${rule.errorsPerThousand} per thousand above it, errors from ${rule.minSources} visitors within a minute)`
  );
}
