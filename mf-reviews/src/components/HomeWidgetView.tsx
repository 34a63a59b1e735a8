import { ActionLink, classes, sectionHeading } from 'ui-kit';
import { useContent } from '../texts';
import { HomePartners } from './HomePartners';
import * as styles from './HomeWidgetView.css';
import { Testimonials } from './Testimonials';

/**
 * The home page's testimonials-and-partners section, in the language of the texts its
 * entry (`HomeWidget`) provides: server HTML (headings, links), the rotating caption and
 * testimonials (`./Testimonials`, turned by the island loader: one Pause stops both), and
 * the partner strip (`./HomePartners`, with its own pause: the loader's marquee
 * behaviour). No island: without script the first phrase and testimonial show, still.
 */
export function HomeWidgetView() {
  const { homeWidgetText: text } = useContent('homeWidget');
  return (
    <section aria-labelledby="home-reviews-heading" className={styles.section}>
      <h2 id="home-reviews-heading" className={sectionHeading}>
        {text.heading}
      </h2>
      <Testimonials />
      <p>
        <ActionLink link={text.readMore} variant="primary" />
      </p>

      <section aria-labelledby="home-partners-heading" className={styles.partners}>
        <h3 id="home-partners-heading" className={classes(sectionHeading, styles.partnersHeading)}>
          {text.partnersHeading}
        </h3>
        <p>{text.partnersIntro}</p>
        <HomePartners />
        <p>
          <ActionLink link={text.viewAllPartners} variant="secondary" />
        </p>
      </section>
    </section>
  );
}
