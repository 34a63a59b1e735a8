import { useEffect } from 'react';
import { useSiteText } from 'shared-content';
import { Button, LocationPhones, pageWidth } from 'ui-kit';
import { recordEvent } from '../observe/events';
import * as styles from './ScriptMissingNote.css';

/**
 * Above a part whose script did not load (or `broke`: loaded, then threw): what you see is
 * the server's page, but its controls (a form, a filter, a carousel) need script: Retry,
 * or call.
 */
export default function ScriptMissingNote({
  onRetry,
  retrying,
  broke = false,
}: {
  onRetry: () => void;
  retrying: boolean;
  broke?: boolean;
}) {
  const { scriptNeeded: scriptNeededText } = useSiteText();
  // The visitor got the script-missing note: reported with the page's section (observe/).
  useEffect(() => recordEvent({ kind: 'script-missing' }), []);
  return (
    <div className={pageWidth}>
      <div role="status" className={styles.note}>
        <p className={styles.message}>{broke ? scriptNeededText.broke : scriptNeededText.failed}</p>
        <p className={styles.retryRow}>
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? scriptNeededText.retrying : scriptNeededText.retry}
          </Button>
        </p>
        <LocationPhones />
      </div>
    </div>
  );
}
