// `pnpm status` as text: the JSON of /status.json (status.ts) read by a person.
import type { siteStatus } from './status.ts';

export type SiteStatus = Awaited<ReturnType<typeof siteStatus>>;
export type SectionStatus = SiteStatus['sections'][number];
export type Figures = Omit<SectionStatus['live'], 'since'>;

const LEVELS = ' .:-=+*#';
const MINUTE_MS = 60_000;

/**
 * One character a minute for the last hour, oldest first: how many errors per page view
 * (or, without views, render failures), ' ' for none, '#' for the most; '_' no traffic.
 */
export function trend(minutes: Figures['minutes'], now: number) {
  const last = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const rates = Array.from({ length: 60 }, (_, index) => {
    const at = last - (59 - index) * MINUTE_MS;
    const minute = minutes.find((entry) => entry.at === at);
    if (!minute || (minute.views === 0 && minute.renderFailures === 0)) return undefined;
    return minute.views > 0 ? minute.errors / minute.views : 1;
  });
  return rates
    .map((rate) =>
      rate === undefined
        ? '_'
        : LEVELS[Math.min(LEVELS.length - 1, Math.ceil(rate * (LEVELS.length - 1)))],
    )
    .join('');
}

const shown = (value: number | null, unit: string = '') =>
  value === null ? '–' : `${Math.round(value * 10) / 10}${unit}`;

const figuresLines = (figures: Figures, now: number) => [
  `page views ${figures.views}, errors ${figures.errors} (${shown(figures.errorsPerThousand)} per thousand views)`,
  `reporting visitors ${figures.sources} (each once a minute), ${figures.erroringSources} with errors, at most ${figures.erroringSourcesInAMinute} in one minute`,
  `p75 LCP ${shown(figures.lcpP75, ' ms')}, p75 INP ${shown(figures.inpP75, ' ms')}, render p95 ${shown(figures.renderP95, ' ms')} over ${figures.renders} renders, ${figures.renderFailures} render failures`,
  `last hour, errors per view a minute (_ no traffic): |${trend(figures.minutes, now)}|`,
];

export function sectionText(section: SectionStatus, now: number = Date.now()) {
  const lines = [section.name];
  lines.push(`  live:     ${section.live.version} since ${section.live.since ?? 'unknown'}`);
  for (const line of figuresLines(section.live, now)) lines.push(`            ${line}`);
  const { watch } = section;
  if (section.previous) {
    // The version a watch rolled back is no "before" that was fine: it is said so.
    const rolledBack =
      watch?.outcome?.kind === 'rolled back' && watch.version === section.previous.version;
    lines.push(
      rolledBack
        ? `  rolled back: ${section.previous.version} (released after ${section.live.version}, which serves again)`
        : `  before:   ${section.previous.version}`,
    );
    for (const line of figuresLines(section.previous, now)) lines.push(`            ${line}`);
    lines.push(`  changed:  ${section.changes.join('; ')}`);
  } else {
    lines.push('  before:   no earlier release');
  }
  if (watch) {
    lines.push(
      watch.outcome
        ? `  watch:    ${watch.version} ${watch.outcome.kind} at ${watch.outcome.at}: ${watch.outcome.reason}`
        : `  watch:    ${watch.version} watched against ${watch.previous} until ${watch.until}`,
    );
  }
  return lines.join('\n');
}
