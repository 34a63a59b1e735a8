import { site } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { blogPage, blogPosts } from './blog';
import { blogPage as blogPageEs, blogPosts as blogPostsEs } from './blog.es';
import { blogStructuredData, isoDate, postDate, readingTime } from './blog.logic';
import { blogPage as blogPageSchema, blogPosts as blogPostsSchema } from './blog.schema';

describe('blog', () => {
  it('parses with its schemas', () => {
    expect(() => blogPostsSchema.parse(blogPosts)).not.toThrow();
    expect(() => blogPageSchema.parse(blogPage)).not.toThrow();
  });

  it('words the buttons and the newsletter toast', () => {
    expect(blogPage.readMore).toBe('Read More');
    expect(blogPage.newsletter.submitLabel).toBe('Subscribe');
    expect(blogPage.newsletter.toastTitle).toBe('Subscriptions open soon');
  });

  it('has six posts on the planned topics, the first one featured', () => {
    const titles = blogPosts.map((post) => post.title);
    expect(titles).toHaveLength(6);
    const topics = [
      /Medicare Vaccine Coverage in 2025/,
      /Transfer a Prescription in New Jersey/,
      /What Is a Specialty Pharmacy/,
      /Managing Diabetes Medications/,
      /2025 Prescription Coverage Updates/,
      /Medication Synchronization/,
    ];
    topics.forEach((topic, index) => {
      expect(titles[index]).toMatch(topic);
    });
    expect(blogPosts.map((post) => Boolean(post.featured))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('has unique ids and slugs, and honest reading times', () => {
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(6);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(6);
    for (const post of blogPosts) {
      expect(post.readTime).toBe(readingTime([post.excerpt, ...post.body]));
    }
  });

  it('converts the text dates for structured data', () => {
    expect(isoDate('January 20, 2025')).toBe('2025-01-20');
    expect(isoDate('December 2, 2024')).toBe('2024-12-02');
    expect(() => isoDate('20/01/2025')).toThrow();
  });

  it('describes the blog as a schema.org Blog of BlogPosting items', () => {
    const data = blogStructuredData(blogPosts, blogPage);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Blog' });
    expect(data.url).toBe(`${site.origin}/blog`);
    expect(data.blogPost).toHaveLength(6);
    expect(data.blogPost[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: blogPosts[0]?.title,
      datePublished: '2025-01-20',
      url: `${site.origin}/blog#${blogPosts[0]?.slug}`,
    });
  });

  it('shows a post date in the page language, from the same date data', () => {
    expect(postDate('January 20, 2025', 'en')).toBe('January 20, 2025');
    expect(postDate('January 20, 2025', 'es')).toBe('20 de enero de 2025');
  });
});

describe('blog in Spanish', () => {
  it("keeps each post's facts and counts its reading time in Spanish", () => {
    expect(
      blogPostsEs.map(({ id, slug, date, featured }) => ({ id, slug, date, featured })),
    ).toEqual(blogPosts.map(({ id, slug, date, featured }) => ({ id, slug, date, featured })));
    for (const post of blogPostsEs) {
      expect(post.readTime).toBe(readingTime([post.excerpt, ...post.body], 'es'));
      expect(post.readTime).toMatch(/^\d+ min de lectura$/);
    }
  });

  it('describes the Spanish blog at /es/blog', () => {
    const data = blogStructuredData(blogPostsEs, blogPageEs, 'es');
    expect(data.url).toBe(`${site.origin}/es/blog`);
    expect(data.inLanguage).toBe('es');
    expect(data.name).toBe('Blog de salud y farmacia');
    expect(data.blogPost[0]?.url).toBe(`${site.origin}/es/blog#${blogPostsEs[0]?.slug}`);
  });
});
