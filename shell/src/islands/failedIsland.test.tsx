import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { locations } from 'shared-content';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrateKeepingHtml, showFailedNote } from './failedIsland';

// An island that throws is dropped by React (its element left empty); it must keep the
// HTML the server sent, and say so with the phones and Retry (docs/architecture.md, Islands).

const inBrowser = () => typeof window !== 'undefined' && !('served' in window);

function Filter({ throwOnHydrate = false }: { throwOnHydrate?: boolean }) {
  const [clicks, setClicks] = useState(0);
  if (throwOnHydrate && inBrowser()) throw new Error('broken island');
  if (clicks > 0) throw new Error('broken after a click');
  return (
    <form>
      <p>Parlin Pharmacy, 3 reviews</p>
      <button type="button" onClick={() => setClicks(1)}>
        Show
      </button>
    </form>
  );
}

/** The island as the server sent it (rendered with `window.served` set, as on a server). */
function served(throwOnHydrate: boolean) {
  Object.assign(window, { served: true });
  const html = renderToString(<Filter throwOnHydrate={throwOnHydrate} />);
  Reflect.deleteProperty(window, 'served');
  document.body.innerHTML = `<site-island>${html}</site-island>`;
  return { island: document.querySelector('site-island') as Element, html };
}

// As in a browser: React outside act(), so that an uncaught error reaches the root's
// onUncaughtError (act would throw it at the test instead).
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actBefore = act.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  act.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  act.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('an island that throws', () => {
  it('while hydrating keeps its server HTML and is told as failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { island, html } = served(true);
    const onFailed = vi.fn();
    hydrateKeepingHtml(
      island,
      <Filter throwOnHydrate />,
      { onRecoverableError: () => {} },
      onFailed,
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(String(onFailed.mock.calls[0][0])).toContain('broken island');
    expect(island.innerHTML).toBe(html);
    expect(island.textContent).toContain('Parlin Pharmacy, 3 reviews');
  });

  it('in a render after hydrating (a click) gets its server HTML back', async () => {
    const { island, html } = served(false);
    const onFailed = vi.fn();
    const root = hydrateKeepingHtml(island, <Filter />, {}, onFailed);
    const unmount = vi.spyOn(root, 'unmount');
    await new Promise((resolve) => setTimeout(resolve, 50));
    island.querySelector('button')?.click();
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(String(onFailed.mock.calls[0][0])).toContain('broken after a click');
    expect(unmount).toHaveBeenCalled();
    expect(island.innerHTML).toBe(html);
  });

  it('shows the note above it, with the phones of every location, and Retry', async () => {
    const { island } = served(false);
    const retry = vi.fn();
    await showFailedNote(island, { siteText: undefined, broke: true, retry });
    await waitFor(() =>
      expect(island.previousElementSibling?.textContent).toContain(
        'This part of the page stopped working',
      ),
    );
    const note = island.previousElementSibling as HTMLElement;
    for (const location of locations) expect(note.textContent).toContain(location.phone);
    const button = [...note.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    button?.click();
    await waitFor(() => expect(retry).toHaveBeenCalledOnce());
    expect(retry).toHaveBeenCalledOnce();
    expect(island.previousElementSibling).toBeNull();
  });
});
