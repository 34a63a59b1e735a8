import { ActionLink } from 'ui-kit';
import { useContent } from '../../texts';
import * as styles from './PortalBanner.css';

/** "Access Prescription Management 24/7", sending visitors to the portal login. */
export function PortalBanner() {
  const { home } = useContent('home');
  const { banner } = home;
  return (
    <section aria-labelledby="home-portal-heading" className={styles.banner}>
      <div className={styles.text}>
        <h2 id="home-portal-heading" className={styles.heading}>
          {banner.title}
        </h2>
        <p className={styles.flush}>{banner.text}</p>
      </div>
      <ActionLink link={banner.link} variant="primary" className={styles.button} />
    </section>
  );
}
