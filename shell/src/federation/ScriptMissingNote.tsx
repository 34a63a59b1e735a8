import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useSiteText } from 'shared-content';
import { Button, LocationPhones, pageWidth, theme } from 'ui-kit';
import { recordEvent } from '../observe/events';

const noteStyle = css({
  margin: `${theme.space.md} 0 0`,
  padding: theme.space.md,
  border: `2px solid ${theme.colors.accent}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
});

/**
 * Above a part whose script did not load: what you see is the server's up-to-date page,
 * but its controls (a form, a filter, a carousel) need script: Retry, or call.
 */
export default function ScriptMissingNote({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { scriptNeeded: scriptNeededText } = useSiteText();
  // The visitor got the script-missing note: reported with the page's section (observe/).
  useEffect(() => recordEvent({ kind: 'script-missing' }), []);
  return (
    <div css={pageWidth}>
      <div role="status" css={noteStyle}>
        <p css={{ margin: 0 }}>{scriptNeededText.failed}</p>
        <p css={{ margin: `${theme.space.sm} 0 0` }}>
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? scriptNeededText.retrying : scriptNeededText.retry}
          </Button>
        </p>
        <LocationPhones />
      </div>
    </div>
  );
}
