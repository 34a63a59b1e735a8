import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, sectionLanguages, stubMedia } from 'test-kit';
import { startCarousels } from 'ui-kit/carousels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeWidgetView } from '../components/HomeWidgetView';
import { homeTestimonials, homeWidgetText } from '../content';
import { section } from '../section';
import { timers } from '../timing';
import HomeWidget from './HomeWidget';

const { inEnglish, inSpanish } = await sectionLanguages(section);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const text = homeWidgetText;
const heading = () => screen.queryByRole('heading', { name: homeWidgetText.heading });
// The partner strip: components/HomePartners.test.tsx.
const slide = () =>
  within(screen.getByRole('region', { name: text.carouselLabel })).getByRole('group');
/** The caption's phrase on show (the stylesheet hides the others, marked `aria-hidden`). */
const caption = () =>
  screen.getByText(/^#1 /, { selector: '[data-rotation-item]:not([aria-hidden="true"])' });

/** The widget as a page renders it, its rotations turned by the island loader's behaviour. */
function renderWidget(widget = inEnglish(<HomeWidgetView />), lang?: 'es') {
  renderAt('/', widget, lang ? { lang } : undefined);
  startCarousels();
}

describe('home testimonials-and-partners widget', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its heading, first testimonial and links at once', () => {
    stubMedia();
    renderWidget();
    expect(heading()).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('1 of 7');
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Sample content\. The testimonials and partner names.*not real patients or partners/,
    );
    expect(screen.getByRole('link', { name: text.readMore.label })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    expect(screen.getByRole('link', { name: text.viewAllPartners.label })).toHaveAttribute(
      'href',
      '/partners',
    );
  });

  it('is server HTML with no island: the testimonials and the partner strip need no React', () => {
    stubMedia();
    renderWidget();
    expect(document.querySelector('site-island')).toBeNull();
    expect(slide()).toBeInTheDocument();
    expect(document.querySelector('[data-marquee]')).toBeInTheDocument();
    // The heading and the links need no script: outside the islands.
    expect(heading()?.closest('site-island')).toBeNull();
    expect(
      screen.getByRole('link', { name: text.readMore.label }).closest('site-island'),
    ).toBeNull();
  });

  it('shows the testimonials shuffled (the shuffle runs after the first render)', () => {
    stubMedia();
    // A source of 0 makes Fisher-Yates move the first item to the end.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderWidget();
    advance(timers.partnerLoadDesktopMs);
    expect(slide()).toHaveTextContent(homeTestimonials[1]?.review ?? '');
    vi.restoreAllMocks();
  });

  it('rotates the seven testimonials every 4 s with wrap-around, next and previous', () => {
    stubMedia();
    renderWidget();
    advance(timers.partnerLoadDesktopMs);
    expect(slide()).toHaveAccessibleName('1 of 7');
    const seen = new Set<string>();
    for (let step = 0; step < 7; step += 1) {
      seen.add(slide().querySelector('blockquote')?.textContent ?? '');
      advance(timers.testimonialRotationMs);
    }
    expect(seen).toEqual(new Set(homeTestimonials.map((entry) => entry.review)));
    expect(slide()).toHaveAccessibleName('1 of 7');
    fireEvent.click(screen.getByRole('button', { name: /^Previous/ }));
    expect(slide()).toHaveAccessibleName('7 of 7');
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect(slide()).toHaveAccessibleName('1 of 7');
  });

  it('cycles the caption through the seven phrases every 3 s', () => {
    stubMedia();
    renderWidget();
    advance(timers.partnerLoadDesktopMs);
    const shown: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      shown.push(caption().textContent ?? '');
      advance(timers.captionPhraseMs);
    }
    expect(shown).toEqual([
      ...homeWidgetText.captionPhrases.map((phrase) => `#1 ${phrase}`),
      '#1 in Customer Service',
    ]);
  });

  it('stops the rotation and the caption with one Pause control', () => {
    stubMedia();
    renderWidget();
    advance(timers.partnerLoadDesktopMs);
    fireEvent.click(screen.getByRole('button', { name: `Pause ${text.pauseLabel}` }));
    const before = slide().textContent;
    advance(20_000);
    expect(slide().textContent).toBe(before);
    expect(caption()).toHaveTextContent('#1 in Customer Service');
    fireEvent.click(screen.getByRole('button', { name: `${text.playWord} ${text.pauseLabel}` }));
    advance(timers.testimonialRotationMs);
    expect(slide()).toHaveAccessibleName('2 of 7');
  });

  it('starts still under reduced motion: testimonials paused', () => {
    stubMedia({ reducedMotion: true });
    renderWidget();
    advance(timers.partnerLoadDesktopMs);
    expect(
      screen.getByRole('button', { name: `${text.playWord} ${text.pauseLabel}` }),
    ).toBeInTheDocument();
    advance(20_000);
    expect(slide()).toHaveAccessibleName('1 of 7');
    expect(caption()).toHaveTextContent('#1 in Customer Service');
  });
});

describe('home testimonials-and-partners widget in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows Spanish texts around testimonials quoted in English', () => {
    stubMedia();
    renderWidget(inSpanish(<HomeWidgetView />), 'es');
    advance(timers.partnerLoadDesktopMs);
    expect(
      screen.getByRole('heading', { name: 'Lo que dicen nuestros pacientes' }),
    ).toBeInTheDocument();
    expect(caption()).toHaveTextContent('#1 en atención al cliente');
    const [sample, quoted] = screen.getAllByRole('note');
    expect(sample).toHaveTextContent(/^Contenido de muestra\. Los testimonios/);
    // Why the testimonials read in English.
    expect(quoted).toHaveTextContent('Reseñas publicadas en inglés.');

    const slide = within(
      screen.getByRole('region', { name: 'Testimonios de pacientes' }),
    ).getByRole('group');
    const quote = slide.querySelector('blockquote');
    expect(quote).toHaveAttribute('lang', 'en');
    const shown = homeTestimonials.find((entry) => entry.review === quote?.textContent);
    expect(shown).toBeDefined();
    // The labels around the quotation are Spanish: "vía Google · hace 2 semanas".
    expect(slide).toHaveTextContent(/vía (Google|Facebook) · hace (un|una|\d+) \S+/);

    expect(screen.getByRole('link', { name: 'Leer más reseñas' })).toHaveAttribute(
      'href',
      '/es/testimonials',
    );
    expect(screen.getByRole('link', { name: 'Ver todos los socios' })).toHaveAttribute(
      'href',
      '/es/partners',
    );
  });
});

describe('the exposed widget', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads its texts in the language of the page it is on', async () => {
    stubMedia();
    renderAt('/', <HomeWidget />, { lang: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Lo que dicen nuestros pacientes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: homeWidgetText.heading })).toBeNull();
  });

  it('in English on an English page', async () => {
    stubMedia();
    renderAt('/', <HomeWidget />);
    expect(
      await screen.findByRole('heading', { name: homeWidgetText.heading }),
    ).toBeInTheDocument();
  });
});
