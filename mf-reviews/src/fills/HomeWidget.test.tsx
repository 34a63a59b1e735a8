import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, sectionLanguages, stubMedia } from 'test-kit';
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
const caption = () => document.querySelector('[data-caption="current"]') as HTMLElement;

describe('home testimonials-and-partners widget', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its heading, first testimonial and links at once', () => {
    stubMedia();
    renderAt('/', inEnglish(<HomeWidgetView />));
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

  it('is server HTML with one island of mf-reviews, the testimonials (the partner strip is none)', () => {
    stubMedia();
    renderAt('/', inEnglish(<HomeWidgetView />));
    const islands = [...document.querySelectorAll('site-island')];
    expect(islands.map((island) => island.getAttribute('data-expose'))).toEqual([
      './islands/Testimonials',
    ]);
    const partnerMarquee = document.querySelector('[data-marquee]');
    expect(partnerMarquee).toBeInTheDocument();
    expect(partnerMarquee?.closest('site-island')).toBeNull();
    for (const island of islands) {
      expect(island).toHaveAttribute('data-owner', 'mf-reviews');
      expect(island).toHaveAttribute('data-wake', 'visible');
    }
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
    renderAt('/', inEnglish(<HomeWidgetView />));
    advance(timers.partnerLoadDesktopMs);
    expect(slide()).toHaveTextContent(homeTestimonials[1]?.review ?? '');
    vi.restoreAllMocks();
  });

  it('rotates the seven testimonials every 4 s with wrap-around, next and previous', () => {
    stubMedia();
    renderAt('/', inEnglish(<HomeWidgetView />));
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
    renderAt('/', inEnglish(<HomeWidgetView />));
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
    renderAt('/', inEnglish(<HomeWidgetView />));
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
    renderAt('/', inEnglish(<HomeWidgetView />));
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
    renderAt('/', inSpanish(<HomeWidgetView />), { lang: 'es' });
    advance(timers.partnerLoadDesktopMs);
    expect(
      screen.getByRole('heading', { name: 'Lo que dicen nuestros pacientes' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-caption="current"]')).toHaveTextContent(
      '#1 en atención al cliente',
    );
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
