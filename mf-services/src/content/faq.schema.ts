import { linkAction, nonEmpty, pageMeta } from 'shared-content/schemas';
import { z } from 'zod';
import { richText } from './services.schema';

/** One question and its answer (one or more paragraphs, which may hold links). */
const faqItem = z.object({
  question: nonEmpty.refine((text) => text.endsWith('?'), 'a question ends with "?"'),
  answer: z.array(richText).min(1),
});

const faqCategory = z.object({
  title: nonEmpty,
  questions: z.array(faqItem).min(1),
});

export const faqPage = z.object({
  meta: pageMeta,
  categories: z.array(faqCategory).min(1),
  /** The closing block: where to ask what the page does not answer. */
  contact: z.object({
    title: nonEmpty,
    text: nonEmpty,
    actions: z.array(linkAction).min(1),
  }),
});

export type FaqCategory = z.infer<typeof faqCategory>;
export type FaqPage = z.infer<typeof faqPage>;
