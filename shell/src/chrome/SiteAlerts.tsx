import { useEffect, useState } from 'react';
import { textIn, useLocale, useNotices, useSiteText } from 'shared-content';
import { activeAlerts, instantOf, localDateTimeOf, nextAlertChange } from 'shared-content/logic';
import { ExternalLink, InternalLink, pageWidth, useNow } from 'ui-kit';
import {
  ALERT_ENDS_ATTRIBUTE,
  ALERT_STARTS_ATTRIBUTE,
  ALERTS_ATTRIBUTE,
} from '../islands/siteAlerts';
import * as styles from './SiteAlerts.css';

/**
 * The owner's site-wide alerts showing now, above the header. The server renders the ones
 * showing when the page was rendered, so the space they take is in the server HTML (no
 * layout shift), and those still to come, hidden; each shows from its start to its end by
 * itself: the island loader's small behaviour (islands/siteAlerts.ts) keeps the server's
 * HTML current (no React on the page for it), React the app it renders in the browser.
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
  const showing = new Set(activeAlerts(notices, now));
  const notOver = notices.alerts.filter((alert) => localDateTimeOf(now) < alert.ends);
  if (notOver.length === 0) return null;
  return (
    <section
      aria-label={noticesText.alertsLabel}
      {...{ [ALERTS_ATTRIBUTE]: '' }}
      hidden={showing.size === 0}
    >
      {notOver.map((alert) => (
        <div
          key={alert.id}
          className={styles.alert[alert.severity]}
          data-alert={alert.id}
          {...{
            [ALERT_STARTS_ATTRIBUTE]: instantOf(alert.starts).getTime(),
            [ALERT_ENDS_ATTRIBUTE]: instantOf(alert.ends).getTime(),
          }}
          hidden={!showing.has(alert)}
        >
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
