import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getLocation } from 'shared-content';
import { renderAt } from 'shared-content/testing';
import { describe, expect, it } from 'vitest';
import { locationsUi } from './content';
import * as spanish from './content/es';
import Section from './Section';
import { disableIframeLoading } from './test/noIframeLoading';

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

describe('mf-locations in Spanish', () => {
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
});
