import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getLocation, languageAssistance } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionRoot } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationsUi } from './content';
import * as spanish from './content/es';
import { section } from './section';
import { disableIframeLoading } from './test/noIframeLoading';

const Section = sectionRoot(section);

disableIframeLoading();

const Where = () => <p data-testid="path">{useLocation().pathname}</p>;

const app = (
  <>
    <Where />
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route path="*" element={<Section />} />
    </Routes>
  </>
);

describe('mf-locations Section', () => {
  it.each(['/locations/parlin', '/locations/parlin-pharmacy', '/parlin'])(
    '%s shows the Parlin page',
    async (path) => {
      renderAt(path, app);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        getLocation('parlin').name,
      );
    },
  );

  it('shows the list and the map page', async () => {
    renderAt('/locations/map', app);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      locationsUi.mapPage.heading,
    );
  });

  it('sends an unknown sub-path home', async () => {
    renderAt('/locations/nowhere', app);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});

/** A Spanish page as the shell shows it: under `/es`, the one `./Section` in Spanish. */
const renderInSpanish = (path: string) => renderAt(path, <Section />, { lang: 'es' });

/** A paragraph whose whole text is `text` (a phone number inside is its own element). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('mf-locations in Spanish', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the list in Spanish, its filter and links staying on the Spanish site', async () => {
    const { user } = renderInSpanish('/locations');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Nuestras farmacias',
    );
    expect(spanish.locationsUi.listPage.heading).toBe('Nuestras farmacias');
    expect(screen.getByRole('status')).toHaveTextContent('Se muestran las 4 farmacias');
    const filter = screen.getByRole('combobox', { name: 'Mostrar farmacia' });
    expect(filter.closest('form')).toHaveAttribute('action', '/es/locations');
    const parlin = getLocation('parlin');
    await user.selectOptions(filter, 'parlin');
    expect(screen.getByRole('status')).toHaveTextContent(`Se muestra 1 farmacia: ${parlin.name}`);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: `Ver detalles de ${parlin.name}` })).toHaveAttribute(
      'href',
      '/es/locations/parlin',
    );
    expect(screen.getByRole('link', { name: /^Resurtir receta/ })).toHaveAttribute(
      'href',
      '/api/refill',
    );
  });

  it('shows a detail page in Spanish, with its map loaded on request', async () => {
    const { user } = renderInSpanish('/locations/specialty');
    const specialty = getLocation('specialty');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(specialty.name);
    expect(document.title).toContain(`${specialty.name} en ${specialty.address.city}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Áreas de especialidad' })).toBeVisible();
    expect(screen.getByText(spanish.locationDetails.specialty.lead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pedir un resurtido/ })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Cómo funcionan los traslados de receta/ }),
    ).toHaveAttribute('href', '/es/services/transfers');
    const map = within(screen.getByRole('region', { name: 'Mapa y cómo llegar' }));
    expect(map.queryByTitle(/^Mapa de/)).not.toBeInTheDocument();
    await user.click(map.getByRole('button', { name: 'Mostrar el mapa' }));
    expect(map.getByTitle(new RegExp(`^Mapa de ${specialty.name}`))).toBeInTheDocument();
  });

  it('names the holiday closures by their date, offers free language help, all in Spanish', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-11-18 14:00 in New Jersey: Christmas Day comes first.
    vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
    renderInSpanish('/locations/parlin');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(
        'Cerrado todo el día el 25 de diciembre (Navidad) y el 1 de enero (Año Nuevo).',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Christmas|New Year/)).not.toBeInTheDocument();
    const help = screen.getByText(
      paragraph(`Ayuda con el idioma sin costo: llame al ${languageAssistance.phone}.`),
    );
    expect(within(help).getByRole('link')).toHaveAttribute(
      'href',
      telHref(languageAssistance.phone),
    );
  });

  it('offers free language help on each card of the list', async () => {
    renderInSpanish('/locations');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getAllByText(
        paragraph(`Ayuda con el idioma sin costo: llame al ${languageAssistance.phone}.`),
      ),
    ).toHaveLength(4);
  });

  it("says when a Saturday evening's next opening is Monday with its article", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 2026-12-19 18:00 in New Jersey: Parlin has closed until Monday.
    vi.setSystemTime(new Date('2026-12-19T23:00:00Z'));
    renderInSpanish('/locations/parlin');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Cerrado ahora · abre el lunes a las 9:00 a.m.')).toBeInTheDocument();
  });
});
