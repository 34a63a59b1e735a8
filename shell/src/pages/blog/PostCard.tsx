import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useLocale } from 'shared-content';
import { Button, cardStyle, cardTitle, theme } from 'ui-kit';
import { isoDate, postDate } from '../../content/blog.logic';
import type { BlogPost } from '../../content/schemas';
import { useContent } from '../../useContent';

const meta = css({
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

const tagList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${theme.space.sm}`,
  li: {
    background: theme.colors.surface,
    color: theme.colors.primaryDark,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    padding: `0 ${theme.space.sm}`,
    fontSize: theme.fontSizes.sm,
  },
});

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
      css={[
        cardStyle,
        { height: '100%', boxSizing: 'border-box' },
        featured && { borderTop: `4px solid ${theme.colors.primary}` },
      ]}
    >
      <h3 id={`${post.slug}-title`} css={[cardTitle, featured && { fontSize: theme.fontSizes.xl }]}>
        {post.title}
      </h3>
      <p css={meta}>
        {blogPage.byLabel} {post.author} ·{' '}
        <time dateTime={isoDate(post.date)}>{postDate(post.date, lang)}</time> · {post.readTime}
      </p>
      <ul css={tagList} aria-label={blogPage.tagsLabel}>
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
      <div id={bodyId} hidden={!open} css={{ marginTop: theme.space.md }}>
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
