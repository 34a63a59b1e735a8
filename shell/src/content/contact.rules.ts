// Runs in the browser (the contact form's check on submit). Five checks do not need zod's
// parser, which came with them (about 20 KiB brotli, 14 with `zod/mini`) on the form's
// first view: they are plain functions here, with zod's own e-mail pattern. The page's
// texts are still checked with zod, by `contact.schema.ts`, where content is validated.
import { regexes } from 'zod/v4/core';
import { type ContactSubject, contactSubjects } from './contact.facts';

/** The form's error messages, one per field (validated with the page's texts). */
export interface ContactErrorTexts {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactErrorTexts;
/** What the form holds while the visitor types: every field a string, all empty at first. */
export type ContactFormValues = Record<ContactField, string>;
/** A checked message: its text fields without their surrounding spaces. */
type ContactMessage = Omit<ContactFormValues, 'subject'> & { subject: ContactSubject };

interface ContactIssue {
  path: [ContactField];
  message: string;
}

export type ContactCheck =
  | { success: true; data: ContactMessage; error?: undefined }
  | { success: false; data?: undefined; error: { issues: ContactIssue[] } };

const isSubject = (value: string): value is ContactSubject =>
  (contactSubjects as readonly string[]).includes(value);

/** Whether each field, once trimmed, is acceptable. */
const fieldRules: Record<ContactField, (trimmed: string) => boolean> = {
  name: (value) => value.length >= 2,
  email: (value) => regexes.email.test(value),
  phone: (value) => value.length >= 10,
  subject: isSubject,
  message: (value) => value.length >= 10,
};

/**
 * A contact message as the form checks it on submit, reporting `errors` (one issue per
 * invalid field, in the form's order; `safeParse` as a zod schema answers). Surrounding
 * spaces do not count towards a length. The form is never sent anywhere.
 */
export const contactMessageWith = (errors: ContactErrorTexts) => ({
  safeParse(values: Partial<Record<string, unknown>>): ContactCheck {
    const text = (field: ContactField) => {
      const value = values[field];
      // The subject is compared as given; the text fields as trimmed.
      if (typeof value !== 'string') return undefined;
      return field === 'subject' ? value : value.trim();
    };
    const issues: ContactIssue[] = [];
    for (const field of Object.keys(fieldRules) as ContactField[]) {
      const value = text(field);
      if (value === undefined || !fieldRules[field](value)) {
        issues.push({ path: [field], message: errors[field] });
      }
    }
    if (issues.length > 0) return { success: false, error: { issues } };
    return {
      success: true,
      data: Object.fromEntries(
        Object.keys(fieldRules).map((field) => [field, text(field as ContactField)]),
      ) as ContactMessage,
    };
  },
});
