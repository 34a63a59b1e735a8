import { externalUrls } from 'shared-content';

// The /contact page's facts, without a word of text: both languages (`contact.ts`,
// `contact.es.ts`) and the schema import them, so neither language imports the other and
// each page chunk holds one language.

/** The subjects a visitor can pick, in the order the form lists them. */
export const contactSubjects = [
  'general',
  'prescription',
  'refill',
  'transfer',
  'insurance',
  'complaint',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

/** The subjects in order, each with its label in the page's language. */
export const subjectsLabelled = (labels: Readonly<Record<ContactSubject, string>>) =>
  contactSubjects.map((value) => ({ value, label: labels[value] }));

/** Where "Refills and transfers go faster" sends the visitor: the portals, in a new tab. */
export const portalTargets = {
  refill: { kind: 'newTab', href: externalUrls.refillPortal },
  transfer: { kind: 'newTab', href: externalUrls.transferPortal },
} as const;
