import { useEffect } from 'react';
import { useSiteText } from 'shared-content';
import { Button, LocationPhones, Page } from 'ui-kit';
import { recordEvent } from '../observe/events';
import * as styles from './SectionUnavailable.css';

/**
 * What a visitor sees on a route whose section failed to load or crashed: what
 * happened, a Retry that loads the section again, and the numbers to call.
 */
export function SectionUnavailable({
  onRetry,
  slow = false,
  retrying = false,
}: {
  onRetry: () => void;
  slow?: boolean;
  retrying?: boolean;
}) {
  const { sectionUnavailable: text } = useSiteText();
  // The visitor got the failure panel: reported with the page's section (observe/).
  useEffect(() => recordEvent({ kind: 'panel' }), []);
  return (
    <Page heading={text.heading} title={text.title} description={text.description}>
      <div role="alert" className={styles.panel}>
        <p className={styles.message}>{slow ? text.slow : text.failed}</p>
        {/* While a slow section is still coming, trying again is an option, not a wait. */}
        <Button onClick={onRetry} disabled={retrying && !slow}>
          {retrying && !slow ? text.retrying : text.retry}
        </Button>
        <p>{text.callHelp}</p>
        <LocationPhones />
      </div>
    </Page>
  );
}
