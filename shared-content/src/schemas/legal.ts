import { z } from 'zod';
import { nonEmpty, phoneNumber } from './common';
import { anchorId, pageMeta, richText } from './services';

/** A calendar date, "YYYY-MM-DD". */
export const isoDate = z.iso.date();

/** Who to write or call about a legal matter (rendered as an `<address>`). */
export const legalContact = z.object({
  type: z.literal('contact'),
  name: nonEmpty,
  email: z.email().optional(),
  phone: phoneNumber.optional(),
  address: nonEmpty.optional(),
});

export const legalBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: richText }),
  z.object({ type: z.literal('list'), items: z.array(richText).min(1) }),
  legalContact,
]);

export const legalSubsection = z.object({
  heading: nonEmpty,
  blocks: z.array(legalBlock).min(1),
});

export const legalSection = z.object({
  /** The in-page anchor of the section (`/legal/hipaa#your-rights`). */
  id: anchorId,
  heading: nonEmpty,
  blocks: z.array(legalBlock).min(1),
  subsections: z.array(legalSubsection).optional(),
});

/** One legal page: privacy, terms, HIPAA notice, accessibility statement. */
export const legalDocument = z
  .object({
    meta: pageMeta,
    /** "Last updated" or "Effective", followed by the date. */
    dateLabel: z.enum(['Last updated', 'Effective']),
    date: isoDate,
    intro: z.array(richText).min(1),
    sections: z.array(legalSection).min(3),
  })
  .refine(
    (doc) => new Set(doc.sections.map((section) => section.id)).size === doc.sections.length,
    'section ids must be unique in a document',
  );

export const legalDocuments = z.object({
  privacy: legalDocument,
  terms: legalDocument,
  hipaa: legalDocument,
  accessibility: legalDocument,
});

export type LegalBlock = z.infer<typeof legalBlock>;
export type LegalContact = z.infer<typeof legalContact>;
export type LegalSection = z.infer<typeof legalSection>;
export type LegalDocument = z.infer<typeof legalDocument>;
export type LegalDocuments = z.infer<typeof legalDocuments>;
