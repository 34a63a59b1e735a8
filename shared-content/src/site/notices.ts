import type { z } from 'zod';
import { parseJson } from '../logic/json';
import {
  alertNotice,
  closureNotice,
  type Notices,
  noticesFileFrame,
  specialHoursNotice,
} from '../schemas/notices';
import { externalUrls, site } from './config';

/** Largest notices file read: a few dozen notices fit in a fraction of it. */
const noticesFileMaxBytes = 64 * 1024;

/** Hosts an alert may link to: the site's own and the portals it already sends visitors to. */
const noticeLinkHosts: ReadonlySet<string> = new Set(
  [site.origin, ...Object.values(externalUrls)].map((url) => new URL(url).hostname),
);

/** What reading a notices file gave: the notices kept, and one line per problem. */
export interface NoticesReading {
  /** Null when the file as a whole is not usable (then the last good notices stay). */
  notices: Notices | null;
  problems: string[];
}

const linksAllowedHost = (href: string | undefined) =>
  !href || href.startsWith('/') || noticeLinkHosts.has(new URL(href).hostname);

const entrySchemas = {
  closures: closureNotice,
  specialHours: specialHoursNotice,
  alerts: alertNotice.refine((alert) => linksAllowedHost(alert.link?.href), {
    message: 'the link must be a site path or an address on a host the site already links to',
    path: ['link', 'href'],
  }),
} as const;

const describeIssue = (issue: z.core.$ZodIssue) =>
  `${issue.path.length ? `field "${issue.path.join('.')}"` : 'entry'}: ${issue.message}`;

const entryName = (list: string, index: number, entry: unknown) => {
  const id = (entry as { id?: unknown } | null)?.id;
  return `${list}[${index}]${typeof id === 'string' ? ` ("${id}")` : ''}`;
};

/**
 * Reads the text of a notices file: one that is too large or not JSON gives
 * `notices: null`; otherwise as `checkNotices`.
 */
export function readNotices(text: string, source = 'notices.json'): NoticesReading {
  if (new TextEncoder().encode(text).length > noticesFileMaxBytes) {
    return { notices: null, problems: [`${source}: larger than ${noticesFileMaxBytes} bytes`] };
  }
  let json: unknown;
  try {
    json = parseJson(text);
  } catch (error) {
    return { notices: null, problems: [`${source}: ${(error as Error).message}`] };
  }
  return checkNotices(json, source);
}

/**
 * Checks a notices file's parsed JSON: not of the expected frame gives `notices: null`;
 * otherwise each entry is checked on its own and a bad one is left out with one line
 * naming it and the field.
 */
export function checkNotices(json: unknown, source = 'notices.json'): NoticesReading {
  const frame = noticesFileFrame.safeParse(json);
  if (!frame.success) {
    const first = frame.error.issues[0];
    return {
      notices: null,
      problems: [
        `${source}: expected { closures, specialHours, alerts } lists${first ? ` (${describeIssue(first)})` : ''}`,
      ],
    };
  }
  const problems: string[] = [];
  const keep = <K extends keyof typeof entrySchemas>(list: K) =>
    frame.data[list].flatMap((entry, index) => {
      const parsed = entrySchemas[list].safeParse(entry);
      if (parsed.success) return [parsed.data as z.infer<(typeof entrySchemas)[K]>];
      const [issue] = parsed.error.issues;
      problems.push(
        `${source}: ${entryName(list, index, entry)} ignored, ${issue ? describeIssue(issue) : 'invalid'}`,
      );
      return [];
    });
  const notices: Notices = {
    closures: keep('closures'),
    specialHours: keep('specialHours'),
    alerts: keep('alerts'),
  };
  return { notices, problems };
}
