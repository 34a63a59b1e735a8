import { useEffect, useState } from 'react';
import { textIn, useLocale, useNotices, useSiteText } from 'shared-content';
import { activeAlerts, nextAlertChange } from 'shared-content/logic';
import { ExternalLink, InternalLink, pageWidth, useNow } from 'ui-kit';
import * as styles from './SiteAlerts.css';

/**
 * The owner's site-wide alerts showing now, above the header. The server renders the ones
 * showing when the page was rendered, so the space they take is in the server HTML (no
 * layout shift); one whose end time passes goes away by itself.
 */
export function SiteAlerts() {
  const notices = useNotices();
  const lang = useLocale();
  const { notices: noticesText } = useSiteText();
  const minuteNow = useNow();
  // An alert starts or ends to the second: wake up then, not only when the minute turns.
  const [changedAt, setChangedAt] = useState(0);
  const now = new Date(Math.max(minuteNow.getTime(), changedAt));
  useEffect(() => {
    const next = nextAlertChange(notices, new Date(Math.max(Date.now(), changedAt)));
    if (!next) return;
    const timer = window.setTimeout(
      () => setChangedAt(next.getTime()),
      Math.max(0, next.getTime() - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [notices, changedAt]);
  const showing = activeAlerts(notices, now);
  if (showing.length === 0) return null;
  return (
    <section aria-label={noticesText.alertsLabel}>
      {showing.map((alert) => (
        <div key={alert.id} className={styles.alert[alert.severity]} data-alert={alert.id}>
          <p className={`${pageWidth} ${styles.text}`}>
            {textIn(alert.text, lang)}
            {alert.link && ' '}
            {alert.link &&
              (alert.link.href.startsWith('/') ? (
                <InternalLink to={alert.link.href}>{textIn(alert.link.label, lang)}</InternalLink>
              ) : (
                <ExternalLink href={alert.link.href}>{textIn(alert.link.label, lang)}</ExternalLink>
              ))}
          </p>
        </div>
      ))}
    </section>
  );
}
