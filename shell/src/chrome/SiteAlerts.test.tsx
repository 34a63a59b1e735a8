import { act, screen } from '@testing-library/react';
import { NoticesProvider } from 'shared-content';
import type { Notices } from 'shared-content/schemas';
import { renderAt } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
