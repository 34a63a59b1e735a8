import type { ContactFormValues, ContactPageText } from './contact.schema';

// The contact form's logic, without a word of text: the texts come in as arguments (the
// page's language, from `useContent('contact')`), so both languages share this module.

/** The form's fields in the order it shows them (focus goes to the first invalid one). */
export const contactFieldOrder = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** Every field empty: the form's default and what it resets to after a message. */
export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/**
 * The `mailto:` link that hands a checked message to the visitor's own e-mail app:
 * addressed to `to`, subject "Refill Request from Sam Rivera" (in the page's language,
 * from `text`), the message and the visitor's details in the body.
 */
export function contactMailto(
  text: Pick<ContactPageText, 'mail' | 'subjects'>,
  to: string,
  values: ContactFormValues,
): string {
  const { mail, subjects } = text;
  const subject = subjects.find((option) => option.value === values.subject)?.label ?? '';
  const body = [
    values.message.trim(),
    '',
    `${mail.labels.name}: ${values.name.trim()}`,
    `${mail.labels.email}: ${values.email.trim()}`,
    `${mail.labels.phone}: ${values.phone.trim()}`,
    '',
    mail.signature,
  ].join('\r\n');
  const query = [
    `subject=${encodeURIComponent(`${subject} ${mail.subjectFrom} ${values.name.trim()}`)}`,
    `body=${encodeURIComponent(body)}`,
  ].join('&');
  return `mailto:${to}?${query}`;
}
