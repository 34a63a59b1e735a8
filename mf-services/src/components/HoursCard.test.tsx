import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getLocation, type PharmacyLocation } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { atPath, renderAt } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoursCard } from './HoursCard';

afterEach(() => {
  vi.useRealTimers();
});

/** A location's card in the list it belongs to. */
const cardOf = (location: PharmacyLocation) => (
  <ul>
    <HoursCard location={location} callLabel={`Call ${location.name}`} caption="Opening hours" />
  </ul>
);

/** The text of each row of the card's hours table. */
const hoursRows = () =>
  within(screen.getByRole('table', { name: 'Opening hours' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('HoursCard', () => {
  it('shows weekday, Saturday and Sunday rows of a location open on Saturday', () => {
    renderAt('/support/hours', cardOf(getLocation('family')));
    expect(hoursRows()).toEqual([
      'Monday – Friday9:00 AM – 7:00 PM',
      'Saturday9:00 AM – 5:00 PM',
      'SundayClosed',
    ]);
  });

  it('leaves out the Saturday row of Specialty, which is closed on Saturday', () => {
    renderAt('/support/hours', cardOf(getLocation('specialty')));
    expect(hoursRows()).toEqual(['Monday – Friday9:30 AM – 6:00 PM', 'SundayClosed']);
    expect(screen.queryByRole('rowheader', { name: 'Saturday' })).toBeNull();
  });

  it('leaves out any closed Saturday, while a closed Sunday stays', () => {
    const family = getLocation('family');
    renderAt(
      '/support/hours',
      cardOf({
        ...family,
        hours: { ...family.hours, saturday: null, sunday: { opens: '10:00', closes: '15:00' } },
      }),
    );
    expect(hoursRows()).toEqual(['Monday – Friday9:00 AM – 7:00 PM', 'Sunday10:00 AM – 3:00 PM']);
  });

  it('names the location, gives its address and a tap-to-call link', () => {
    const outpatient = getLocation('outpatient');
    renderAt('/support/hours', cardOf(outpatient));
    expect(screen.getByRole('heading', { level: 3, name: outpatient.name })).toBeInTheDocument();
    expect(screen.getByText(/6 Earlin Avenue, Suite 130, Browns Mills/)).toBeInTheDocument();
    const call = screen.getByRole('link', { name: `Call ${outpatient.name} ${outpatient.phone}` });
    expect(call).toHaveAttribute('href', telHref(outpatient.phone));
  });

  it('says whether the location is open now (New Jersey time)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-11-18, 2:00 PM in New Jersey.
    vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
    renderAt('/support/hours', cardOf(getLocation('family')));
    expect(screen.getByText('Open now · closes at 7:00 PM')).toBeInTheDocument();
  });

  it('keeps open now current in the browser: it flips when the minute turns', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // Wednesday 2026-11-18, 6:59:30 PM in New Jersey: Family closes at 7:00 PM.
    vi.setSystemTime(new Date('2026-11-18T23:59:30Z'));
    renderAt('/support/hours', cardOf(getLocation('family')));
    expect(screen.getByText('Open now · closes at 7:00 PM')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByText('Closed now · opens tomorrow at 9:00 AM')).toBeInTheDocument();
  });

  it('renders open now on the server with what it will say next, and no island', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-11-18, 2:00 PM in New Jersey.
    vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
    const html = renderToString(atPath('/support/hours', cardOf(getLocation('family'))));
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('site-island')).toBeNull();
    const status = container.querySelector('[data-changes]');
    expect(status).toHaveTextContent('Open now · closes at 7:00 PM');
    expect(status).toHaveAttribute('data-open', 'true');
    // At 7:00 PM (the island loader shows it then, in a page served earlier).
    expect(JSON.parse(status?.getAttribute('data-changes') ?? '[]')[0]).toEqual({
      at: Date.parse('2026-11-19T00:00:00Z'),
      open: false,
      label: 'Closed now · opens tomorrow at 9:00 AM',
    });
  });

  it('shows the holiday closure on Christmas Day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-25T17:00:00Z'));
    renderAt('/support/hours', cardOf(getLocation('family')));
    expect(screen.getByText(/^Closed for Christmas Day/)).toBeInTheDocument();
  });
});
