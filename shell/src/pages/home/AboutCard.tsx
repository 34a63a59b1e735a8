import { css } from '@emotion/react';
import { ActionLink, cardStyle, sectionHeading, theme } from 'ui-kit';
import { useContent } from '../../useContent';

const aboutStyle = css({
  margin: `${theme.space.xl} 0`,
  borderLeft: `6px solid ${theme.colors.primary}`,
});

/** "About Us": who the group is, with a button to /about. */
export function AboutCard() {
  const { home } = useContent('home');
  const { about } = home;
  return (
    <section aria-labelledby="home-about-heading" css={[cardStyle, aboutStyle]}>
      <h2 id="home-about-heading" css={sectionHeading}>
        {about.title}
      </h2>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ActionLink link={about.link} variant="primary" />
    </section>
  );
}
