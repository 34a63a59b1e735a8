import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getLocation, LocaleProvider } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { locationDetails, locationsUi } from './content/es';
import SectionEs from './SectionEs';
import { disableIframeLoading } from './test/noIframeLoading';

disableIframeLoading();

/** A Spanish page as the shell shows it: the router's basename is `/es`. */
const renderInSpanish = (path: string) => {
  render(
    <LocaleProvider value="es">
      <MemoryRouter basename="/es" initialEntries={[`/es${path}`]}>
        <SectionEs />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return { user: userEvent.setup() };
};

describe('mf-locations in Spanish', () => {
  it('shows the list in Spanish, its filter and links staying on the Spanish site', async () => {
    const { user } = renderInSpanish('/locations');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Nuestras farmacias',
    );
    expect(locationsUi.listPage.heading).toBe('Nuestras farmacias');
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
    expect(screen.getByText(locationDetails.specialty.lead)).toBeInTheDocument();
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
