import { type Locale, pathIn, site } from 'shared-content';
import { longDateIn } from 'shared-content/logic';
import type { BlogPageText, BlogPost } from './blog.schema';

// The blog's helpers, without a word of text: the texts come in as arguments, so both
// languages (`blog.ts`, `blog.es.ts`) and the page share this module.

/** How each language says a reading time (the schema accepts these two forms only). */
const minutesOfReading: Readonly<Record<Locale, (minutes: number) => string>> = {
  en: (minutes) => `${minutes} min read`,
  es: (minutes) => `${minutes} min de lectura`,
};

/** Reading time of an article at 200 words a minute, as "3 min read" ("3 min de lectura"). */
export const readingTime = (paragraphs: readonly string[], lang: Locale = 'en') => {
  const words = paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
  return minutesOfReading[lang](Math.max(1, Math.ceil(words / 200)));
};

/** A post with its reading time, counted from its own words. */
export const withReadingTime = (input: Omit<BlogPost, 'readTime'>, lang: Locale): BlogPost => ({
  ...input,
  readTime: readingTime([input.excerpt, ...input.body], lang),
});

const monthNumbers: Record<string, string> = {
  January: '01',
  February: '02',
  March: '03',
  April: '04',
  May: '05',
  June: '06',
  July: '07',
  August: '08',
  September: '09',
  October: '10',
  November: '11',
  December: '12',
};

/** "January 20, 2025" → "2025-01-20", for structured data and `<time dateTime>`. */
export function isoDate(text: string): string {
  const match = /^(\w+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match && monthNumbers[match[1] ?? ''];
  if (!match || !month) throw new Error(`Not a blog date: ${text}`);
  return `${match[3]}-${month}-${(match[2] ?? '').padStart(2, '0')}`;
}

/**
 * A post's date as the page shows it in its language: "January 20, 2025" or
 * "20 de enero de 2025" (the date is data, the same in both languages' content).
 */
export function postDate(text: string, lang: Locale): string {
  return longDateIn(lang, isoDate(text));
}

/** schema.org `Blog` with one `BlogPosting` per article, for search engines. */
export function blogStructuredData(
  posts: readonly BlogPost[],
  page: Pick<BlogPageText, 'title' | 'description'>,
  lang: Locale = 'en',
) {
  const blogPath = pathIn('/blog', lang);
  /** The address of a post: its anchor on the blog page. */
  const postUrl = (post: BlogPost) => new URL(`${blogPath}#${post.slug}`, site.origin).href;
  const publisher = { '@type': 'Organization', name: site.groupName, url: site.origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.title,
    description: page.description,
    inLanguage: lang,
    url: new URL(blogPath, site.origin).href,
    publisher,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: isoDate(post.date),
      inLanguage: lang,
      author: { '@type': 'Organization', name: `${site.groupName} ${post.author}` },
      publisher,
      keywords: post.tags.join(', '),
      url: postUrl(post),
      mainEntityOfPage: postUrl(post),
    })),
  };
}
