import { ActionLink, cardStyle, classes, sectionHeading } from 'ui-kit';
import { useContent } from '../../texts';
import * as styles from './AboutCard.css';

/** "About Us": who the group is, with a button to /about. */
export function AboutCard() {
  const { home } = useContent('home');
  const { about } = home;
  return (
    <section aria-labelledby="home-about-heading" className={classes(cardStyle, styles.about)}>
      <h2 id="home-about-heading" className={sectionHeading}>
        {about.title}
      </h2>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ActionLink link={about.link} variant="primary" />
    </section>
  );
}
