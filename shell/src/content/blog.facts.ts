import type { Locale } from 'shared-content';
import { withReadingTime } from './blog.logic';
import type { BlogPost } from './blog.schema';

// The blog's facts, without a word of text: each article's id, date, slug and whether it
// is the featured one. Both languages (`blog.ts`, `blog.es.ts`) import them and add their
// texts, so neither imports the other and each page chunk holds one language.

/** The six articles of /blog, newest first; the first is the featured one. */
const blogPostFacts = [
  { id: 1, date: 'January 20, 2025', slug: 'medicare-vaccine-coverage-2025', featured: true },
  { id: 2, date: 'January 13, 2025', slug: 'transfer-prescription-new-jersey' },
  { id: 3, date: 'January 6, 2025', slug: 'what-is-a-specialty-pharmacy' },
  { id: 4, date: 'December 16, 2024', slug: 'managing-diabetes-medications' },
  { id: 5, date: 'December 9, 2024', slug: 'prescription-coverage-updates-2025' },
  { id: 6, date: 'December 2, 2024', slug: 'medication-synchronization' },
] as const satisfies readonly Pick<BlogPost, 'id' | 'date' | 'slug' | 'featured'>[];

type PostId = (typeof blogPostFacts)[number]['id'];
export type PostText = Pick<BlogPost, 'title' | 'excerpt' | 'body' | 'author' | 'tags'>;

/**
 * The articles in `lang`, in the facts' order: each article's facts with its texts, and its
 * reading time counted from those texts.
 */
export const blogPostsIn = (lang: Locale, texts: Readonly<Record<PostId, PostText>>) =>
  blogPostFacts.map((facts): BlogPost => withReadingTime({ ...facts, ...texts[facts.id] }, lang));
