import { monthNames as months } from 'shared-content/logic';
import { nonEmpty, pageMeta, slug } from 'shared-content/schemas';
import { z } from 'zod';

/** "January 20, 2025". */
const blogDate = z
  .string()
  .regex(
    new RegExp(`^(${months.join('|')}) ([1-9]|[12]\\d|3[01]), 20\\d\\d$`),
    'expected "Month D, YYYY"',
  );

export const blogPost = z.object({
  id: z.number().int().positive(),
  title: nonEmpty,
  excerpt: nonEmpty,
  /** The full article, shown inline under the excerpt by "Read More". */
  body: z.array(nonEmpty).min(2),
  author: nonEmpty,
  date: blogDate,
  /** "3 min read", in Spanish "3 min de lectura" (see `readingTime`). */
  readTime: z.string().regex(/^\d+ min (read|de lectura)$/),
  tags: z.array(nonEmpty).min(1),
  slug,
  featured: z.boolean().optional(),
});

export const blogPosts = z
  .array(blogPost)
  .length(6)
  .refine((posts) => posts[0]?.featured === true, 'the first post is the featured one')
  .refine((posts) => posts.slice(1).every((post) => !post.featured), 'only the first is featured');

export const blogPage = pageMeta.extend({
  disclaimer: nonEmpty,
  featuredTitle: nonEmpty,
  latestTitle: nonEmpty,
  byLabel: nonEmpty,
  /** Names the list of a post's tags. */
  tagsLabel: nonEmpty,
  readMore: nonEmpty,
  readLess: nonEmpty,
  newsletter: z.object({
    title: nonEmpty,
    text: nonEmpty,
    emailLabel: nonEmpty,
    submitLabel: nonEmpty,
    note: nonEmpty,
    toastTitle: nonEmpty,
    toastDescription: nonEmpty,
  }),
});

export type BlogPost = z.infer<typeof blogPost>;
export type BlogPageText = z.infer<typeof blogPage>;
