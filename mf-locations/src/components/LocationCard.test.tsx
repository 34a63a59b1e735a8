import { act, screen } from '@testing-library/react';
import { getLocation, type LocationId, languageAssistance } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionLanguages } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section';
import { LocationCard } from './LocationCard';

const { inEnglish } = await sectionLanguages(section);

/** A card in the list it belongs to. */
const cardOf = (id: LocationId) => (
  <ul>{inEnglish(<LocationCard location={getLocation(id)} />)}</ul>
);

// Instants are UTC; New Jersey is UTC-5 in winter.
describe('LocationCard open-now status', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on a weekday evening says closed and opening tomorrow morning', () => {
    // Wednesday 2026-11-18 19:30 in New Jersey
    vi.setSystemTime(new Date('2026-11-19T00:30:00Z'));
    renderAt('/locations', cardOf('family'));
    expect(screen.getByText('Closed now · opens tomorrow at 9:00 AM')).toBeInTheDocument();
  });

  it('keeps Specialty closed on Saturday, opening Monday', () => {
    // Saturday 2026-11-21 11:00 in New Jersey
    vi.setSystemTime(new Date('2026-11-21T16:00:00Z'));
    renderAt('/locations', cardOf('specialty'));
    expect(screen.getByText('Closed now · opens Monday at 9:30 AM')).toBeInTheDocument();
  });

  it('is closed for Christmas Day, even at midday on a weekday', () => {
    // Friday 2026-12-25 12:00 in New Jersey
    vi.setSystemTime(new Date('2026-12-25T17:00:00Z'));
    renderAt('/locations', cardOf('parlin'));
    expect(
      screen.getByText('Closed for Christmas Day · opens tomorrow at 9:00 AM'),
    ).toBeInTheDocument();
  });

  it('flips from open to closed when the minute turns, without a reload', () => {
    // Wednesday 2026-11-18 18:59:30 in New Jersey
    vi.setSystemTime(new Date('2026-11-18T23:59:30Z'));
    renderAt('/locations', cardOf('family'));
    expect(screen.getByText('Open now · closes at 7:00 PM')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByText('Closed now · opens tomorrow at 9:00 AM')).toBeInTheDocument();
  });

  it('shows a summary: address, phone, directions and a link to the page', () => {
    vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
    renderAt('/locations', cardOf('outpatient'));
    const outpatient = getLocation('outpatient');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(outpatient.name);
    expect(screen.getByText(outpatient.address.street, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: outpatient.phone })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('6 Earlin Avenue, Suite 130')),
    );
    expect(screen.getByRole('link', { name: /^View details/ })).toHaveAttribute(
      'href',
      '/locations/outpatient',
    );
    expect(screen.queryByText(outpatient.fax)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Free language help, with the Section 1557 notice's number, on every card.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `Free language assistance: call ${languageAssistance.phone}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: `Free language assistance: call ${languageAssistance.phone}.`,
      }),
    ).toHaveAttribute('href', telHref(languageAssistance.phone));
  });
});
