import { z } from 'zod';
import { clockTime, sitePath } from './common';
import { locationId } from './locations';

/**
 * The owner's run-time notices (`/notices.json`, beside `/remotes.json`, never in a
 * build): closures, special hours for a date, and site-wide alerts. Data only: every
 * text is plain text, every link a site path or an https address on a host the site
 * already links to.
 */

/**
 * Characters no notice needs and that hide what a text says: control characters (escape
 * sequences reach an operator's terminal, line breaks and tabs reshape a line) and the
 * bidirectional embeddings, overrides, isolates and marks (text shown in another order
 * than it is stored).
 */
const hiddenCharacters = '\\p{Cc}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const hiddenCharacter = new RegExp(`[${hiddenCharacters}]`, 'u');

/** U+001B for an escape, say: the character named, never printed. */
const codePointOf = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * `text` with each of those characters named instead (`<U+001B>`): safe to print to an
 * operator's terminal (`pnpm notices:check` prints every text through it).
 */
export const withHiddenCharactersNamed = (text: string) =>
  text.replace(new RegExp(`[${hiddenCharacters}]`, 'gu'), (found) => `<${codePointOf(found)}>`);

/**
 * Plain text of a notice, short, on one line. Any printable character is allowed ("<2
 * hours", "Tom & Jerry's"): every page shows it as text (React escapes it, and JSON in a
 * page escapes `<` as \u003c), so a `<script>` in a reason is shown, never run.
 */
const noticeText = z
  .string()
  .trim()
  .min(1)
  .max(240)
  .superRefine((text, context) => {
    const found = hiddenCharacter.exec(text)?.[0];
    if (found !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `no control characters, line breaks or text-direction marks (found ${codePointOf(found)} at character ${text.indexOf(found) + 1}): type the text again, on one line`,
      });
    }
  });

/** A notice's wording in each language of the site; English is required. */
const localizedNoticeText = z.object({ en: noticeText, es: noticeText.optional() });

/** A calendar date in New Jersey, "YYYY-MM-DD", that exists. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, 'no such date');

/** A local date and time in New Jersey, "YYYY-MM-DDTHH:MM", seconds optional. */
export const localDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
    'expected YYYY-MM-DDTHH:MM (New Jersey time)',
  )
  .refine((value) => calendarDate.safeParse(value.slice(0, 10)).success, 'no such date');

const noticeId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a short id like parlin-snow-day');

const locations = z.array(locationId).min(1, 'name at least one location');

/**
 * A location closed on a date or a range of dates. `fromTime` closes it early on the
 * first date ("closed from 12:00"), `untilTime` opens it late on the last date.
 */
export const closureNotice = z
  .object({
    id: noticeId,
    locations,
    from: calendarDate,
    until: calendarDate.optional(),
    fromTime: clockTime.optional(),
    untilTime: clockTime.optional(),
    reason: localizedNoticeText,
  })
  .refine((closure) => !closure.until || closure.until >= closure.from, {
    message: 'until must not be before from',
    path: ['until'],
  })
  .refine(
    (closure) =>
      !(closure.fromTime && closure.untilTime && (closure.until ?? closure.from) === closure.from),
    { message: 'a one-day closure takes fromTime or untilTime, not both', path: ['untilTime'] },
  );

/** Hours that replace a location's usual hours on one date. */
export const specialHoursNotice = z
  .object({
    id: noticeId,
    locations,
    date: calendarDate,
    opens: clockTime,
    closes: clockTime,
    reason: localizedNoticeText,
  })
  .refine((special) => special.opens < special.closes, {
    message: 'opens must be before closes',
    path: ['closes'],
  });

/** Where an alert's link may lead: a page of the site, or https on an allowed host. */
const noticeHref = z.union([
  sitePath,
  z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'expected a site path or an https address',
  }),
]);

export const alertNotice = z
  .object({
    id: noticeId,
    severity: z.enum(['info', 'warning', 'critical']),
    text: localizedNoticeText,
    starts: localDateTime,
    ends: localDateTime,
    link: z.object({ href: noticeHref, label: localizedNoticeText }).optional(),
  })
  .refine((alert) => alert.ends > alert.starts, {
    message: 'ends must be after starts',
    path: ['ends'],
  });

/** The file's frame: three lists, each optional; entries are checked one by one. */
export const noticesFileFrame = z.object({
  closures: z.array(z.unknown()).default([]),
  specialHours: z.array(z.unknown()).default([]),
  alerts: z.array(z.unknown()).default([]),
});

export type LocalizedNoticeText = z.infer<typeof localizedNoticeText>;
type ClosureNotice = z.infer<typeof closureNotice>;
type SpecialHoursNotice = z.infer<typeof specialHoursNotice>;
export type AlertNotice = z.infer<typeof alertNotice>;

export interface Notices {
  closures: ClosureNotice[];
  specialHours: SpecialHoursNotice[];
  alerts: AlertNotice[];
}
