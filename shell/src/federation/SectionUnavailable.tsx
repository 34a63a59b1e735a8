import { theme } from 'shared-content';
import { Button, LocationPhones, Page } from 'shared-content/ui';

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
  return (
    <Page
      heading="This page is not available right now"
      title="Page temporarily unavailable"
      description="This part of the site could not be loaded. Try again, or call one of our pharmacies."
    >
      <div
        role="alert"
        css={{
          border: `2px solid ${theme.colors.danger}`,
          background: theme.colors.dangerSurface,
          borderRadius: theme.radii.md,
          padding: theme.space.lg,
        }}
      >
        <p css={{ marginTop: 0 }}>
          {slow
            ? 'This part of our site is taking much longer than usual to load. It will appear here by itself as soon as it arrives, so you can keep waiting, or try again.'
            : 'This part of our site could not be loaded. The rest of the site still works. Please try again in a moment.'}
        </p>
        {/* While a slow section is still coming, trying again is an option, not a wait. */}
        <Button onClick={onRetry} disabled={retrying && !slow}>
          {retrying && !slow ? 'Retrying…' : 'Retry'}
        </Button>
        <p>If you need help now, call any of our pharmacies:</p>
        <LocationPhones />
      </div>
    </Page>
  );
}
