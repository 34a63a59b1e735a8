import { nonEmpty, pageMeta, phoneNumber, slug } from 'shared-content/schemas';
import { z } from 'zod';
import { richText } from './services.schema';

/** Page meta without a lead: a legal document shows its date under the heading. */
const legalPageMeta = pageMeta.omit({ lead: true });

/** A calendar date, "YYYY-MM-DD". */
export const isoDate = z.iso.date();

/** Who to write or call about a legal matter (rendered as an `<address>`). */
const legalContact = z.object({
  type: z.literal('contact'),
  name: nonEmpty,
  email: z.email().optional(),
  phone: phoneNumber.optional(),
  address: nonEmpty.optional(),
});

/** One language's tagline, in that language, tagged so it is read in that language. */
export const tagline = z.object({
  /** BCP 47 language tag for the `lang` attribute ("es", "zh-Hant", "ht"). */
  lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,8})?$/),
  /** The language's name in English, for the owner and the tests. */
  language: nonEmpty,
  dir: z.enum(['ltr', 'rtl']).optional(),
  text: nonEmpty,
});

const legalBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: richText }),
  z.object({ type: z.literal('list'), items: z.array(richText).min(1) }),
  legalContact,
  z.object({ type: z.literal('taglines'), items: z.array(tagline).min(1) }),
]);

const legalSubsection = z.object({
  heading: nonEmpty,
  blocks: z.array(legalBlock).min(1),
});

const legalSection = z.object({
  /** The in-page anchor of the section (`/legal/hipaa#your-rights`). */
  id: slug,
  heading: nonEmpty,
  blocks: z.array(legalBlock).min(1),
  subsections: z.array(legalSubsection).optional(),
});

/** One legal page: privacy, terms, HIPAA notice, accessibility statement. */
const legalDocument = z
  .object({
    meta: legalPageMeta,
    /** "Last updated" or "Effective", followed by the date. */
    dateLabel: z.enum(['Last updated', 'Effective']),
    date: isoDate,
    intro: z.array(richText).min(1),
    sections: z.array(legalSection).min(3),
    /**
     * Set on a document written for the owner to check with their lawyer before it
     * goes live (the nondiscrimination notice); the page shows it as it is.
     */
    legalReview: z.literal('pending owner legal review').optional(),
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
  nondiscrimination: legalDocument,
});

export type LegalBlock = z.infer<typeof legalBlock>;
export type Tagline = z.infer<typeof tagline>;
export type LegalContact = z.infer<typeof legalContact>;
export type LegalDocument = z.infer<typeof legalDocument>;
export type LegalDocuments = z.infer<typeof legalDocuments>;

/** The words the legal pages write around a document (heading of the table of contents). */
export interface LegalLabels {
  readonly contents: string;
}
