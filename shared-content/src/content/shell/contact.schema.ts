// Runs in the browser (the contact form): first, before any schema here is built.
import '../../schemas/jitless';
import { z } from 'zod';
import { newTabLink, nonEmpty, pageMeta } from '../../schemas/common';
import { contactErrors } from './contact';

/** The subjects a visitor can pick, in the order the form lists them. */
export const contactSubjectValue = z.enum([
  'general',
  'prescription',
  'refill',
  'transfer',
  'insurance',
  'complaint',
]);

// The form's error messages are copy: they live in `contact.ts`, beside the page texts.
export { contactErrors } from './contact';

/**
 * A contact message as the form checks it on submit. Surrounding spaces do not count
 * towards a length. The form is never sent anywhere.
 */
export const contactMessage = z.object({
  name: z.string().trim().min(2, contactErrors.name),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: contactErrors.email })),
  phone: z.string().trim().min(10, contactErrors.phone),
  subject: z.enum(contactSubjectValue.options, { error: contactErrors.subject }),
  message: z.string().trim().min(10, contactErrors.message),
});

export type ContactSubjectValue = z.infer<typeof contactSubjectValue>;
export type ContactMessage = z.infer<typeof contactMessage>;
/** What the form holds while the visitor types: every field a string, all empty at first. */
export type ContactFormValues = Record<keyof ContactMessage, string>;
export type ContactField = keyof ContactFormValues;

const fieldText = z.object({ label: nonEmpty, hint: nonEmpty.optional() });

/** The texts of the /contact page. */
export const contactPage = pageMeta.extend({
  locationsTitle: nonEmpty,
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
