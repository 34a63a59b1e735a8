import { useLocale } from 'shared-content';
import { actionStyles, cardStyle, cardTitle, classes, VisuallyHidden } from 'ui-kit';
import { isoDate, postDate } from '../../content/blog.logic';
import type { BlogPost } from '../../content/schemas';
import { useContent } from '../../texts';
import * as styles from './PostCard.css';

/**
 * One article: title, byline, tags and excerpt. "Read More" is a native disclosure
 * (`<details>`) that shows the full text right below it, in the page (there is no
 * article page); it needs no script.
 */
export function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const { blogPage } = useContent('blog');
  const lang = useLocale();
  const titleId = `${post.slug}-title`;
  return (
    <article
      id={post.slug}
      aria-labelledby={titleId}
      className={classes(cardStyle, styles.card, featured && styles.featured)}
    >
      <h3
        id={`${post.slug}-title`}
        className={classes(cardTitle, featured && styles.featuredTitle)}
      >
        {post.title}
      </h3>
      <p className={styles.meta}>
        {blogPage.byLabel} {post.author} ·{' '}
        <time dateTime={isoDate(post.date)}>{postDate(post.date, lang)}</time> · {post.readTime}
      </p>
      <ul className={styles.tagList} aria-label={blogPage.tagsLabel}>
        {post.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <p>{post.excerpt}</p>
      {/* A native disclosure: it opens and closes with no script. Its summary is named
          "Read More <title>" (or "Show Less <title>" while open), so the six stay distinct. */}
      <details className={styles.details}>
        <summary className={classes(actionStyles.secondary, styles.summary)}>
          <span className={styles.more}>{blogPage.readMore}</span>
          <span className={styles.less}>{blogPage.readLess}</span>
          <VisuallyHidden> {post.title}</VisuallyHidden>
        </summary>
        <div className={styles.body}>
          {post.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    </article>
  );
}
