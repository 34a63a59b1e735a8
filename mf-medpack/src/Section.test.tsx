import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, sectionRoot } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestPricesPage } from './content/es';
import { section } from './section';
import { timers } from './timing';

const Section = sectionRoot(section);

/** A Spanish page as the shell shows it (under `/es`): the one `./Section`, in Spanish. */
const renderInSpanish = (path: string) => renderAt(path, <Section />, { lang: 'es' });

afterEach(() => {
  vi.useRealTimers();
});

// Rendering a whole page in happy-dom is slow on a busy 2-core machine.
describe('mf-medpack in Spanish', { timeout: 20_000 }, () => {
  it('shows MedPack in Spanish, its links staying on the Spanish site', async () => {
    renderInSpanish('/medpack/how-it-works');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Cómo funciona MedPack',
    );
    const timeline = screen.getByRole('region', { name: 'Su primer mes' });
    expect(within(timeline).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Días 1-2: Llamada e inscripción',
    );
    expect(screen.getByRole('link', { name: 'Volver a MedPack' })).toHaveAttribute(
      'href',
      '/es/medpack',
    );
  });

  it('searches best prices in Spanish: labels, messages and results', async () => {
    renderInSpanish('/best-prices');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Encuentre los mejores precios',
    );
    vi.useFakeTimers();
    expect(screen.getByRole('radio', { name: 'Genérico' })).toBeChecked();
    const submit = () => screen.getByRole('button', { name: /Buscar precios|Buscando/ });
    fireEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, complete todos los campos obligatorios',
    );
    const chips = within(screen.getByRole('region', { name: 'Medicamentos más buscados' }));
    fireEvent.click(chips.getByRole('link', { name: 'Lisinopril 10mg' }));
    expect(screen.getByRole('textbox', { name: 'Nombre del medicamento' })).toHaveValue(
      'Lisinopril',
    );
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveValue('07036');
    fireEvent.click(submit());
    expect(submit()).toHaveTextContent('Buscando…');
    act(() => vi.advanceTimersByTime(timers.fakeSearchMs));
    const count = bestPricesPage.results.rows.length;
    expect(screen.getByRole('status')).toHaveTextContent(
      `${count} resultados para Lisinopril 10mg`,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Precios de muestra para Lisinopril 10mg' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(count);
    expect(rows[0]).toHaveTextContent('30 tabletas');
    expect(rows[0]).toHaveTextContent('Mejor precio');
    expect(rows[0]).toHaveTextContent('$4.00');
    // The sample pharmacies are named in Spanish, not "Sample Chain Pharmacy".
    expect(
      within(screen.getByRole('table')).getByText('Farmacia de cadena (ejemplo)'),
    ).toBeVisible();
    expect(screen.getByRole('table')).not.toHaveTextContent(/Sample/);
  });
});
