import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderAt, sectionRoot } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { section } from './section';

const Section = sectionRoot(section);

// The entries render each page lazily, with its texts in the entry's language.
describe('the section entries', { timeout: 30_000 }, () => {
  it('load the English partners page with its English texts', async () => {
    renderAt(
      '/partners',
      <Suspense fallback={null}>
        <Section />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Healthcare Partners' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Sample content\./);
  });

  it('load the Spanish testimonials page with its Spanish texts around English quotations', async () => {
    renderAt(
      '/testimonials',
      <Suspense fallback={null}>
        <Section />
      </Suspense>,
      { lang: 'es' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reseñas y testimonios de pacientes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(/^Contenido de muestra\./);
    expect(document.querySelector('blockquote')).toHaveAttribute('lang', 'en');
  });
});
