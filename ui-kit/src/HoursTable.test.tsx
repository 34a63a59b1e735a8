import { render, screen } from '@testing-library/react';
import { getLocation, LocaleProvider, RenderTimeProvider, SiteTextProvider } from 'shared-content';
import { siteText as spanish } from 'shared-content/site-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoursTable, OpenStatus } from './HoursTable';
import { LocationPhones } from './LocationPhones';

const parlin = getLocation('parlin');

afterEach(() => vi.useRealTimers());

describe('hours in the page’s language', () => {
  it('writes the Spanish table the Spanish way, from the same hours', () => {
    render(
      <LocaleProvider value="es">
        <HoursTable hours={parlin.hours} caption="Horario" hideClosedSaturday />
      </LocaleProvider>,
    );
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Lunes a viernes9:00 a.m. – 7:00 p.m.',
      'Sábado9:00 a.m. – 5:00 p.m.',
      'DomingoCerrado',
    ]);
  });

  it('leaves out a closed Saturday in Spanish too', () => {
    render(
      <LocaleProvider value="es">
        <HoursTable hours={getLocation('specialty').hours} caption="Horario" hideClosedSaturday />
      </LocaleProvider>,
    );
    expect(screen.queryByText('Sábado')).not.toBeInTheDocument();
  });

  it('says open now in Spanish', () => {
    // Tuesday 2026-12-15, 10:00 in New Jersey.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T15:00:00Z'));
    render(
      <RenderTimeProvider value={Date.parse('2026-12-15T15:00:00Z')}>
        <LocaleProvider value="es">
          <OpenStatus location={parlin} />
        </LocaleProvider>
      </RenderTimeProvider>,
    );
    expect(screen.getByText('Abierto ahora · cierra a las 7:00 p.m.')).toBeInTheDocument();
  });

  it('keeps English on English pages', () => {
    render(<HoursTable hours={parlin.hours} caption="Hours" />);
    expect(screen.getByRole('rowheader', { name: 'Monday – Friday' })).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 7:00 PM')).toBeInTheDocument();
  });

  it('names the calls in Spanish', () => {
    render(
      <SiteTextProvider value={spanish}>
        <LocationPhones />
      </SiteTextProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'Llamar a Parlin Pharmacy al (732) 555-0103' }),
    ).toBeInTheDocument();
  });
});
