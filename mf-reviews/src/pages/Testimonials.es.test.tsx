import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from 'shared-content/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviews } from '../content';
import { inSpanish } from '../testing';
import Testimonials from './Testimonials';

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/es/testimonials', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the Spanish page around the English quotations', () => {
    renderAt('/testimonials', inSpanish(<Testimonials />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Reseñas y testimonios de pacientes',
    );
    expect(screen.getByText('Calificación general').parentElement).toHaveTextContent(
      `${reviews.length} reseñas de pacientes`,
    );
    const [sample, ...quotedNotes] = screen.getAllByRole('note');
    expect(sample).toHaveTextContent(
      /^Contenido de muestra\. Las reseñas, calificaciones e historias/,
    );
    // Why the reviews read in English: said above the featured stories and the grid.
    expect(quotedNotes.map((note) => note.textContent)).toEqual([
      'Reseñas publicadas en inglés.',
      'Reseñas publicadas en inglés.',
    ]);
    expect(screen.getByRole('region', { name: 'Calificaciones por ubicación' })).toHaveTextContent(
      /Family Pharmacy.*14 reseñas/,
    );
    expect(screen.getByRole('link', { name: 'Trasladar su receta' })).toHaveAttribute(
      'href',
      '/services/transfers',
    );
  });

  it('quotes the featured story in English, lang="en", dated in Spanish', () => {
    renderAt('/testimonials', inSpanish(<Testimonials />));
    const carousel = screen.getByRole('region', { name: 'Historias de pacientes' });
    const first = reviews[0];
    const quote = within(carousel)
      .getByText(first?.review ?? '')
      .closest('blockquote');
    expect(quote).toHaveAttribute('lang', 'en');
    // "June 2025" in the data.
    expect(carousel).toHaveTextContent(`${first?.location} · Family Pharmacy · junio de 2025`);
  });

  it('marks each review of the grid as English, and filters in Spanish', () => {
    renderAt('/testimonials', inSpanish(<Testimonials />));
    const all = screen.getByRole('region', { name: 'Todas las reseñas' });
    for (const review of reviews) {
      expect(within(all).getByText(review.review)).toHaveAttribute('lang', 'en');
    }
    expect(within(all).getAllByText('Paciente verificado').length).toBeGreaterThan(0);
    const filter = within(all).getByRole('combobox', { name: 'Ver reseñas de' });
    expect(within(filter).getByRole('option', { name: 'Todas las farmacias' })).toBeVisible();
    fireEvent.change(filter, { target: { value: 'Parlin' } });
    const parlin = reviews.filter((review) => review.pharmacy === 'Parlin');
    expect(within(all).getByRole('status')).toHaveTextContent(
      `${parlin.length} de ${reviews.length} reseñas mostradas`,
    );
  });
});
