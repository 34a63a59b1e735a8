import type { ReactNode } from 'react';
import { createRoot, type HydrationOptions, hydrateRoot } from 'react-dom/client';
import { type SiteText, SiteTextProvider } from 'shared-content';

// What becomes of an island that fails, whether its script did not load or it threw while
// hydrating or in a later render (which React answers by unmounting it, leaving its
// element empty): its server HTML stays (or is put back), with the note, the phones and
// Retry above it.

/** A copy of the island's server HTML as it is now; the function returned puts it back. */
function keepServerHtml(island: Element) {
  const served = [...island.childNodes].map((node) => node.cloneNode(true));
  return () => island.replaceChildren(...served.map((node) => node.cloneNode(true)));
}

/**
 * Hydrates `island` with `content`; when it throws, while hydrating or in a later render,
 * React drops its tree: then the root goes (once React's own work is done), the server
 * HTML comes back and `onFailed` is told.
 */
export function hydrateKeepingHtml(
  island: Element,
  content: ReactNode,
  options: HydrationOptions,
  onFailed: (error: unknown) => void,
) {
  const restore = keepServerHtml(island);
  const root = hydrateRoot(island, content, {
    ...options,
    onUncaughtError: (error) => {
      setTimeout(() => {
        root.unmount();
        restore();
        onFailed(error);
      });
    },
  });
  return root;
}

/**
 * Shows the note above `island` (`broke`: its script loaded, then threw); Retry takes the
 * note away and calls `retry`.
 */
export async function showFailedNote(
  island: Element,
  { siteText, broke, retry }: { siteText: SiteText | undefined; broke: boolean; retry: () => void },
) {
  const { default: ScriptMissingNote } = await import('../federation/ScriptMissingNote');
  const holder = document.createElement('div');
  island.before(holder);
  const root = createRoot(holder);
  const onRetry = () => {
    root.unmount();
    holder.remove();
    retry();
  };
  const note = <ScriptMissingNote onRetry={onRetry} retrying={false} broke={broke} />;
  root.render(siteText ? <SiteTextProvider value={siteText}>{note}</SiteTextProvider> : note);
}
