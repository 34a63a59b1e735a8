// What the owner typed (the console's one form, posted as fields) turned into one notice
// entry: a closure, special hours or an alert, in the notices file's own shape. Only the
// form's shape is checked here; the entry itself is checked by shared-content's rules
// when it is previewed and published (publishing.ts).
import { localDateOf } from 'shared-content/logic';
import type { LocationId } from 'shared-content/schemas';
import { locationId } from 'shared-content/schemas';
import { z } from 'zod';
import { reasonByKey } from './reasons';

/** One or many values of a repeated field (checkboxes) as a list. */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
const text = z.string().trim().max(240).optional().default('');

const draftForm = z.object({
  kind: z.enum(['closure', 'special', 'alert']).default('closure'),
  locations: list,
  day: z.enum(['today', 'dates']).default('today'),
  from: text,
  until: text,
  span: z.enum(['all-day', 'from', 'until']).default('all-day'),
  time: text,
  date: text,
  opens: text,
  closes: text,
  reason: text,
  reasonEn: text,
  reasonEs: text,
  noSpanish: z.string().optional(),
  severity: z.enum(['info', 'warning', 'critical']).default('warning'),
  starts: text,
  ends: text,
});

export type DraftForm = z.infer<typeof draftForm>;

interface LocalizedText {
  en: string;
  es?: string;
}

export type DraftEntry =
  | {
      list: 'closures';
      entry: {
        locations: LocationId[];
        from: string;
        until?: string;
        fromTime?: string;
        untilTime?: string;
        reason: LocalizedText;
      };
    }
  | {
      list: 'specialHours';
      entry: {
        locations: LocationId[];
        date: string;
        opens: string;
        closes: string;
        reason: LocalizedText;
      };
    }
  | {
      list: 'alerts';
      entry: { severity: DraftForm['severity']; text: LocalizedText; starts: string; ends: string };
    };

export type DraftResult =
  | { ok: true; draft: DraftEntry; form: DraftForm }
  | { ok: false; errors: Record<string, string>; form: DraftForm };

/** The form's fields, in the form's shape (defaults for what was not sent). */
export const formOf = (body: unknown): DraftForm =>
  draftForm.safeParse(body ?? {}).data ?? draftForm.parse({});

/** The wording in both languages: a common reason (editable), or what was typed. */
function wordingOf(form: DraftForm, errors: Record<string, string>): LocalizedText {
  const common = reasonByKey(form.reason);
  const en = form.reasonEn || common?.en || '';
  const es = form.reasonEs || (form.reasonEn ? '' : (common?.es ?? ''));
  if (!en) errors.reason = 'Pick a reason or write one. / Elija o escriba un motivo.';
  if (!es && form.noSpanish !== 'yes') {
    errors.reasonEs =
      'Write the Spanish text, or tick "No Spanish" (Spanish pages then show the English words).';
  }
  return es && form.noSpanish !== 'yes' ? { en, es } : { en };
}

/** The entry the form describes, at `now` (New Jersey dates), or what is missing. */
export function draftOf(body: unknown, now: Date): DraftResult {
  const form = formOf(body);
  const errors: Record<string, string> = {};
  const locations = form.locations.filter((id) => locationId.safeParse(id).success) as LocationId[];
  if (form.kind !== 'alert' && locations.length === 0)
    errors.locations = 'Tick at least one store.';

  let draft: DraftEntry | undefined;
  if (form.kind === 'closure') {
    const reason = wordingOf(form, errors);
    const from = form.day === 'today' ? localDateOf(now) : form.from;
    const until =
      form.day === 'dates' && form.until && form.until !== from ? form.until : undefined;
    if (form.span !== 'all-day' && !form.time) errors.time = 'Give the time.';
    draft = {
      list: 'closures',
      entry: {
        locations,
        from,
        ...(until ? { until } : {}),
        ...(form.span === 'from' ? { fromTime: form.time } : {}),
        ...(form.span === 'until' ? { untilTime: form.time } : {}),
        reason,
      },
    };
  } else if (form.kind === 'special') {
    const reason = wordingOf(form, errors);
    draft = {
      list: 'specialHours',
      entry: { locations, date: form.date, opens: form.opens, closes: form.closes, reason },
    };
  } else {
    const wording = wordingOf(form, errors);
    draft = {
      list: 'alerts',
      entry: { severity: form.severity, text: wording, starts: form.starts, ends: form.ends },
    };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, form };
  return { ok: true, draft, form };
}
