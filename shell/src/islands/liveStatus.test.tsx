import { renderToString } from 'react-dom/server';
import { locations, RenderTimeProvider } from 'shared-content';
import { OpenStatus } from 'ui-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepStatusesCurrent } from './liveStatus';

// Wednesday 2026-11-18, 6:59:30 PM in New Jersey: Family closes at 7:00 PM.
const beforeClosing = Date.parse('2026-11-18T23:59:30Z');
const found = locations.find((location) => location.id === 'family');
if (!found) throw new Error('no Family pharmacy');
const family = found;

/** The status line as the server wrote it at `at`, in the page (inside an island or not). */
function servedAt(at: number, { inIsland = false } = {}) {
  const html = renderToString(
    <RenderTimeProvider value={at}>
      <OpenStatus location={family} />
    </RenderTimeProvider>,
  );
  document.body.innerHTML = inIsland ? `<site-island>${html}</site-island>` : html;
  const status = document.body.querySelector('p');
  if (!status) throw new Error('no status line');
  return status;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(beforeClosing);
});
afterEach(() => vi.useRealTimers());

describe('live statuses, kept current without React', () => {
  it('says closed when closing time comes, in a page served while open', () => {
    const status = servedAt(beforeClosing);
    keepStatusesCurrent();
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
    expect(status).toHaveAttribute('data-open', 'true');
    vi.advanceTimersByTime(29_000);
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
    vi.advanceTimersByTime(1_000);
    expect(status).toHaveTextContent('Closed now · opens tomorrow at 9:00 AM');
    expect(status).toHaveAttribute('data-open', 'false');
    // Midnight: tomorrow is today.
    vi.advanceTimersByTime(5 * 3_600_000);
    expect(status).toHaveTextContent('Closed now · opens today at 9:00 AM');
  });

  it('is right at once in a page served hours ago, and after a tab shows again', () => {
    const status = servedAt(beforeClosing - 6 * 3_600_000);
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
    keepStatusesCurrent();
    // Served at 1 PM, read at 6:59:30 PM: still open.
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
    // The tab was hidden and its timers held back: shown again at 8 PM, it is closed.
    vi.setSystemTime(Date.parse('2026-11-19T01:00:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(status).toHaveTextContent('Closed now · opens tomorrow at 9:00 AM');
    // Restored from the back-forward cache the next day at 10 AM: open again.
    vi.setSystemTime(Date.parse('2026-11-19T15:00:00Z'));
    window.dispatchEvent(new Event('pageshow'));
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
  });

  it("leaves a status inside an island to the island's React", () => {
    const status = servedAt(beforeClosing, { inIsland: true });
    keepStatusesCurrent();
    vi.advanceTimersByTime(60_000);
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
  });
});
