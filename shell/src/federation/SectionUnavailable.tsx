import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pathIn, useLocale, useSiteText } from 'shared-content';
import { actionStyles, LocationPhones } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { recordEvent } from '../observe/events';
import * as styles from './SectionUnavailable.css';

/**
 * What a visitor sees on a route whose section failed to load or crashed: what
 * happened, a Retry that loads the page again (a link to the page itself: it needs no
 * script), and the numbers to call.
 */
export function SectionUnavailable({ slow = false }: { slow?: boolean }) {
  const { sectionUnavailable: text } = useSiteText();
  const { pathname, search } = useLocation();
  // This page's own address (with `/es` on Spanish pages): following it loads the page again.
  const here = `${pathIn(pathname, useLocale())}${search}`;
  // The visitor got the failure panel: reported with the page's section (observe/).
  useEffect(() => recordEvent({ kind: 'panel' }), []);
  return (
    <Page heading={text.heading} title={text.title} description={text.description}>
      <div role="alert" className={styles.panel}>
        <p className={styles.message}>{slow ? text.slow : text.failed}</p>
        <a href={here} className={actionStyles.primary}>
          {text.retry}
        </a>
        <p>{text.callHelp}</p>
        <LocationPhones />
      </div>
    </Page>
  );
}
