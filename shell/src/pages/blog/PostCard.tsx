import { useId, useState } from 'react';
import { useLocale } from 'shared-content';
import { Button, cardStyle, cardTitle, classes } from 'ui-kit';
import { isoDate, postDate } from '../../content/blog.logic';
import type { BlogPost } from '../../content/schemas';
import { useContent } from '../../useContent';
import * as styles from './PostCard.css';

/**
 * One article: title, byline, tags and excerpt. "Read More" is a disclosure button
 * that shows the full text right below it, in the page (there is no article page).
 */
export function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const { blogPage } = useContent('blog');
  const lang = useLocale();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const labelId = useId();
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
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={bodyId}
        // Named "Read More <title>" so the six buttons stay distinguishable.
        aria-labelledby={`${labelId} ${titleId}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={labelId}>{open ? blogPage.readLess : blogPage.readMore}</span>
      </Button>
      <div id={bodyId} hidden={!open} className={styles.body}>
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
