import { useLocale } from 'shared-content';
import { CardGrid, Section } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { blogStructuredData } from '../../content/blog.logic';
import Newsletter from '../../islands/Newsletter';
import { useContent } from '../../texts';
import * as styles from './Blog.css';
import { PostCard } from './PostCard';

/** JSON for an inline script: `<` escaped so no text can close the script element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** /blog: the featured article, the others in a grid, and the newsletter sign-up. */
export default function Blog() {
  const { blogPage: text, blogPosts } = useContent('blog');
  const lang = useLocale();
  const [featured, ...others] = blogPosts;
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON of our own content
        dangerouslySetInnerHTML={{ __html: scriptJson(blogStructuredData(blogPosts, text, lang)) }}
      />
      <p className={styles.disclaimer}>{text.disclaimer}</p>
      {featured && (
        <Section id="featured" title={text.featuredTitle}>
          <PostCard post={featured} featured />
        </Section>
      )}
      <Section id="latest" title={text.latestTitle}>
        <CardGrid minColumnPx={280}>
          {others.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Newsletter />
    </Page>
  );
}
