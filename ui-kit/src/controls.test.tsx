import { render, screen } from '@testing-library/react';
import { SiteTextProvider } from 'shared-content';
import { siteText as spanish } from 'shared-content/site-es';
import { stubMedia } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import { StarRating } from './controls';
import { ExternalLink } from './links';

beforeEach(() => stubMedia());
afterEach(() => vi.unstubAllGlobals());

describe('the UI kit in Spanish', () => {
  it("names a carousel's controls and slides in Spanish", () => {
    render(
      <SiteTextProvider value={spanish}>
        <Carousel
          id="highlights"
          label="Destacados"
          items={['a', 'b', 'c']}
          getKey={(item) => item}
          renderSlide={(item) => <p>{item}</p>}
          intervalMs={6000}
          lockMs={600}
        />
      </SiteTextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Pausar presentación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'diapositiva anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'diapositiva siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar diapositiva 3' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 de 3' })).toHaveAttribute(
      'aria-roledescription',
      'diapositiva',
    );
    // What a screen reader calls the carousel is said in Spanish too.
    expect(screen.getByRole('region', { name: 'Destacados' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
  });

  it('says a new tab and a rating in Spanish', () => {
    render(
      <SiteTextProvider value={spanish}>
        <ExternalLink href="https://portal.pharmacy.example/refill">Resurtir</ExternalLink>
        <StarRating value={4.9} />
      </SiteTextProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'Resurtir (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4.9 de 5 estrellas')).toBeInTheDocument();
  });
});
