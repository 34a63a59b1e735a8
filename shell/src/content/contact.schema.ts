// The /contact page's texts, checked wherever content is validated (the form's own check in
// the browser is `contact.rules.ts`). The jitless switch first, before any schema is built.
import 'shared-content/schemas/jitless';
import { newTabLink, nonEmpty, pageMeta } from 'shared-content/schemas';
import { z } from 'zod';
import { contactSubjects } from './contact.facts';

/** The subjects a visitor can pick, in the order the form lists them. */
const contactSubjectValue = z.enum(contactSubjects);

/** The form's error messages, one per field: copy, kept in `contact.ts` beside the page texts. */
export const contactErrors = z.object({
  name: nonEmpty,
  email: nonEmpty,
  phone: nonEmpty,
  subject: nonEmpty,
  message: nonEmpty,
});
export type ContactErrors = z.infer<typeof contactErrors>;

export {
  type ContactField,
  type ContactFormValues,
  contactMessageWith,
} from './contact.rules';

const fieldText = z.object({ label: nonEmpty, hint: nonEmpty.optional() });

/** The texts of the /contact page. */
export const contactPage = pageMeta.extend({
  locationsTitle: nonEmpty,
  /** What a pharmacy's phone link says to screen readers: `{name}` and `{phone}` are filled in. */
  callLabel: nonEmpty.refine(
    (text) => text.includes('{name}') && text.includes('{phone}'),
    'expected {name} and {phone} in the text',
  ),
  weekdayHoursLabel: nonEmpty,
  formTitle: nonEmpty,
  /** Says plainly what Send does: hands the message to the visitor's e-mail app. */
  formIntro: nonEmpty,
  fasterRoutes: z.object({
    title: nonEmpty,
    text: nonEmpty,
    refill: newTabLink,
    transfer: newTabLink,
  }),
  /** The choice of pharmacy the message is addressed to; the general inbox by default. */
  recipient: z.object({ label: nonEmpty, generalOption: nonEmpty }),
  privacyNote: nonEmpty,
  requiredNote: nonEmpty,
  fields: z.object({
    name: fieldText,
    email: fieldText,
    phone: fieldText,
    subject: fieldText,
    message: fieldText,
  }),
  subjectPlaceholder: nonEmpty,
  subjects: z
    .array(z.object({ value: contactSubjectValue, label: nonEmpty }))
    .length(contactSubjectValue.options.length),
  submitLabel: nonEmpty,
  /** Without script the form cannot hand the message to an e-mail app: what to do instead. */
  noScript: nonEmpty,
  successMessage: nonEmpty,
  handoff: z.object({ opened: nonEmpty, sendThere: nonEmpty, openAgain: nonEmpty }),
  mail: z.object({
    subjectFrom: nonEmpty,
    signature: nonEmpty,
    labels: z.object({ name: nonEmpty, email: nonEmpty, phone: nonEmpty }),
  }),
  getInTouchTitle: nonEmpty,
  getInTouchText: nonEmpty,
});

export type ContactPageText = z.infer<typeof contactPage>;
