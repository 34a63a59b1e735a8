import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NoticesProvider, RenderTimeProvider } from 'shared-content';
import type { Notices } from 'shared-content/schemas';
import { renderAt } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAlertsCurrent } from '../islands/siteAlerts';
import { SiteAlerts } from './SiteAlerts';

const notices: Notices = {
  closures: [],
  specialHours: [],
  alerts: [
    {
      id: 'portal',
      severity: 'warning',
      text: { en: 'The refill portal is down this morning.' },
      starts: '2026-12-15T08:00',
      ends: '2026-12-15T08:01:20',
      link: { href: '/locations', label: { en: 'Call your pharmacy' } },
    },
    {
      id: 'later',
      severity: 'info',
      text: { en: 'Flu shots from next week.' },
      starts: '2026-12-16T08:00',
      ends: '2026-12-20T08:00',
    },
  ],
};

afterEach(() => vi.useRealTimers());

describe('SiteAlerts', () => {
  it('shows the alerts showing now with their link, and removes one by itself at its end time', () => {
    vi.useFakeTimers();
    // Tuesday 2026-12-15 08:01:00 in New Jersey; the first alert ends at 08:01:20.
    vi.setSystemTime(new Date('2026-12-15T13:01:00Z'));
    renderAt(
      '/',
      <NoticesProvider value={notices}>
        <SiteAlerts />
      </NoticesProvider>,
    );
    const area = screen.getByRole('region', { name: 'Notices' });
    expect(area).toHaveTextContent('The refill portal is down this morning.');
    expect(screen.getByRole('link', { name: 'Call your pharmacy' })).toHaveAttribute(
      'href',
      '/locations',
    );
    expect(screen.getByText('Flu shots from next week.')).not.toBeVisible();

    act(() => vi.advanceTimersByTime(19_000));
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
  });
});

// Tuesday 2026-12-15 08:01:00 in New Jersey: the portal alert ends at 08:01:20.
const served = Date.parse('2026-12-15T13:01:00Z');

/** The alerts as the server wrote them at `at`, as the page (no React in the browser). */
function servedAt(at: number) {
  document.body.innerHTML = renderToString(
    <RenderTimeProvider value={at}>
      <NoticesProvider value={notices}>
        <SiteAlerts />
      </NoticesProvider>
    </RenderTimeProvider>,
  );
}

const area = () => screen.queryByRole('region', { name: 'Notices' });
const portal = () => screen.getByText('The refill portal is down this morning.');
const later = () => screen.getByText('Flu shots from next week.');

describe("the owner's alerts, kept current without React (islands/siteAlerts.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(served);
  });

  it('takes an alert away at its end time, and shows one still to come at its start', () => {
    servedAt(served);
    keepAlertsCurrent();
    expect(area()).toBeVisible();
    expect(portal()).toBeVisible();
    expect(later()).not.toBeVisible();
    vi.advanceTimersByTime(19_000);
    expect(portal()).toBeVisible();
    vi.advanceTimersByTime(1_000);
    expect(area()).toBeNull();
    // The next morning at 8:00 (the page still open), the later alert shows, and goes at its end.
    vi.advanceTimersByTime(Date.parse('2026-12-16T13:00:00Z') - Date.now() - 1);
    expect(area()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(later()).toBeVisible();
    expect(portal()).not.toBeVisible();
    vi.advanceTimersByTime(4 * 24 * 3_600_000);
    expect(area()).toBeNull();
  });

  it('is right at once in a page served before an alert ended, and after a tab shows again', () => {
    servedAt(served - 30_000);
    vi.setSystemTime(served + 60_000);
    keepAlertsCurrent();
    expect(area()).toBeNull();
    // The tab was hidden and its timers held back: shown again while the later alert shows.
    vi.setSystemTime(Date.parse('2026-12-16T14:00:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(later()).toBeVisible();
  });
});
