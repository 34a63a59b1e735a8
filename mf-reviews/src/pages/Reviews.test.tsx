import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, sectionLanguages } from 'test-kit';
import { startCarousels } from 'ui-kit/carousels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviews, sampleContent, reviewsPageText as text } from '../content';
import { section } from '../section';
import Reviews from './Reviews';

const { inEnglish, inSpanish } = await sectionLanguages(section);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: text.featuredCarouselLabel });
const currentSlide = () => within(carousel()).getByRole('group');
const liveRegion = () => currentSlide().parentElement as HTMLElement;
const button = (name: RegExp) => within(carousel()).getByRole('button', { name });

/** The page, its carousel turned by the island loader's behaviour (no React of its own). */
function renderReviews() {
  renderAt('/testimonials', inEnglish(<Reviews />));
  startCarousels();
}

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/testimonials', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the overall average and count computed from the reviews', () => {
    renderAt('/testimonials', inEnglish(<Reviews />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Patient Reviews & Testimonials',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(text.overallLabel).parentElement).toHaveTextContent(
      `4.9 out of 5 stars${reviews.length} patient reviews`,
    );
  });

  it('says the reviews are samples until the owner marks them replaced', () => {
    const { unmount } = renderAt('/testimonials', inEnglish(<Reviews />));
    // English pages need no word on the quotations' language: one note, the sample one.
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Sample content\. The reviews.*not real patients/,
    );
    expect(document.body).not.toHaveTextContent(/real stories/i);
    unmount();
    sampleContent.reviews = false;
    try {
      renderAt('/testimonials', inEnglish(<Reviews />));
      expect(screen.queryByRole('note')).toBeNull();
    } finally {
      sampleContent.reviews = true;
    }
  });

  it('summarizes each location: average to one decimal, rounded stars, review count', () => {
    renderAt('/testimonials', inEnglish(<Reviews />));
    const summary = screen.getByRole('region', { name: text.summaryTitle });
    const cards = within(summary).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Family Pharmacy.*4\.9.*★★★★★.*14 reviews$/),
      expect.stringMatching(/^Specialty Pharmacy.*5\.0.*★★★★★.*9 reviews$/),
      expect.stringMatching(/^Parlin Pharmacy.*4\.8.*★★★★★.*11 reviews$/),
      expect.stringMatching(/^Outpatient Pharmacy.*4\.9.*★★★★★.*10 reviews$/),
    ]);
  });

  it('lists every review and links to /locations and /services/transfers', () => {
    renderAt('/testimonials', inEnglish(<Reviews />));
    const all = screen.getByRole('region', { name: text.allReviewsTitle });
    expect(within(all).getAllByRole('heading', { level: 3 })).toHaveLength(reviews.length);
    expect(screen.getByRole('link', { name: text.actions[0].label })).toHaveAttribute(
      'href',
      '/locations',
    );
    expect(screen.getByRole('link', { name: text.actions[1].label })).toHaveAttribute(
      'href',
      '/services/transfers',
    );
  });

  it('filters the grid of all reviews by pharmacy, and says how many it shows', () => {
    renderAt('/testimonials', inEnglish(<Reviews />));
    const all = screen.getByRole('region', { name: text.allReviewsTitle });
    const filter = within(all).getByRole('combobox', { name: text.filter.label });
    fireEvent.change(filter, { target: { value: 'Parlin' } });
    const parlin = reviews.filter((review) => review.pharmacy === 'Parlin');
    expect(within(all).getAllByRole('heading', { level: 3 })).toHaveLength(parlin.length);
    expect(within(all).getByRole('status')).toHaveTextContent(
      `${parlin.length} of ${reviews.length} reviews shown`,
    );
    for (const card of within(all).getAllByRole('listitem')) {
      expect(card).toHaveTextContent('Parlin Pharmacy');
    }
    fireEvent.change(filter, { target: { value: '' } });
    expect(within(all).getAllByRole('heading', { level: 3 })).toHaveLength(reviews.length);
  });

  it('filters from the address (?pharmacy=), as the server answers its GET form without script', () => {
    renderAt('/testimonials?pharmacy=Family', inEnglish(<Reviews />));
    const all = screen.getByRole('region', { name: text.allReviewsTitle });
    const family = reviews.filter((review) => review.pharmacy === 'Family');
    expect(within(all).getAllByRole('heading', { level: 3 })).toHaveLength(family.length);
    const filter = within(all).getByRole('combobox', { name: text.filter.label });
    expect(filter).toHaveValue('Family');
    expect(filter).toHaveAttribute('name', 'pharmacy');
    const form = filter.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/testimonials');
    // The form's Show button is in the server's HTML; once the island's script runs, a
    // choice applies at once and the button goes.
    // (A hidden button has no accessible name to find it by.)
    const show = form?.querySelector('button[type="submit"]');
    expect(show).toHaveTextContent(text.filter.submit);
    expect(show).not.toBeVisible();
    expect(filter.closest('site-island')).toHaveAttribute('data-expose', './islands/ReviewsFilter');
  });

  it('is an APG carousel that auto-plays every 5 s with a silent live region', () => {
    renderReviews();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveAccessibleName('1 of 10');
    expect(currentSlide()).toHaveTextContent(reviews[0]?.review ?? '');
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('2 of 10');
    expect(currentSlide()).toHaveTextContent(reviews[1]?.review ?? '');
  });

  it('has ten dots that pick a story and mark the current one', () => {
    renderReviews();
    const dots = within(carousel()).getAllByRole('button', { name: /^Show story/ });
    expect(dots).toHaveLength(10);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[6] as HTMLElement);
    expect(currentSlide()).toHaveAccessibleName('7 of 10');
    expect(dots[6]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('stops auto-play on manual navigation and resumes 10 s later', () => {
    renderReviews();
    fireEvent.click(button(/^Previous/));
    expect(currentSlide()).toHaveAccessibleName('10 of 10');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(9999);
    expect(currentSlide()).toHaveAccessibleName('10 of 10');
    advance(1);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('1 of 10');
  });

  it('keeps a paused carousel paused: the Pause choice wins over the 10 s resume', () => {
    renderReviews();
    fireEvent.click(button(/^Next/));
    fireEvent.click(button(/^Pause featured stories$/));
    expect(button(/^Resume featured stories$/)).toBeInTheDocument();
    advance(60_000);
    expect(currentSlide()).toHaveAccessibleName('2 of 10');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(button(/^Resume/));
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('3 of 10');
  });
});

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/es/testimonials', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the Spanish page around the English quotations', () => {
    renderAt('/testimonials', inSpanish(<Reviews />));
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
    // The Spanish page's link stays in Spanish.
    expect(screen.getByRole('link', { name: 'Trasladar su receta' })).toHaveAttribute(
      'href',
      '/es/services/transfers',
    );
  });

  it('quotes the featured story in English, lang="en", dated in Spanish', () => {
    renderAt('/testimonials', inSpanish(<Reviews />));
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
    renderAt('/testimonials', inSpanish(<Reviews />));
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
