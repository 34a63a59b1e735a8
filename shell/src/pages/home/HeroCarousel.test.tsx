import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { sectionLanguages, stubMedia } from 'test-kit';
import { startCarousels } from 'ui-kit/carousels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as english from '../../content';
import { section } from '../../section';
import { HeroCarousel } from './HeroCarousel';

const { inEnglish } = await sectionLanguages(section);

const { slides } = english.home.hero;
const currentSlide = () => screen.getByRole('group');
const advance = (ms: number) => vi.advanceTimersByTime(ms);

/** The hero as the server renders it, turned by the island loader's behaviour. */
function serveHero() {
  document.body.innerHTML = renderToString(inEnglish(<HeroCarousel />));
  startCarousels();
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No IntersectionObserver callbacks here: lazy images stay placeholders.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    stubMedia();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows three labelled slides, the first one at start, with its image requested', () => {
    serveHero();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent(slides[0].caption);
    expect(screen.getByRole('img', { name: slides[0].alt })).toHaveAttribute('src', slides[0].src);
    // Later images are lazy: not requested before they come into view.
    const later = screen.getByRole('img', { name: slides[1].alt, hidden: true });
    expect(later).not.toHaveAttribute('src');
    expect(later.tagName).not.toBe('IMG');
  });

  it('advances by itself every 6 s', () => {
    serveHero();
    advance(5999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(currentSlide()).toHaveTextContent(slides[1].caption);
  });

  it('goes to a slide with its dot and back and forth with the arrows', () => {
    serveHero();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    advance(600);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(600);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    // A second click within 600 ms is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('stops with the visible Pause button and starts again with Play', () => {
    serveHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(30_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    stubMedia({ reducedMotion: true });
    serveHero();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    advance(30_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it("shows 'Image unavailable' when an image fails to load", () => {
    serveHero();
    const image = screen.getByRole('img', { name: slides[0].alt });
    fireEvent.error(image);
    expect(currentSlide()).toHaveTextContent('Image unavailable');
    expect(screen.queryByRole('img', { name: slides[0].alt })).not.toBeInTheDocument();
    // The caption still tells what the slide is about.
    expect(currentSlide()).toHaveTextContent(slides[0].caption);
  });

  it('on narrow screens loads the first two images at once and the third not before 1 s', () => {
    stubMedia({ mobile: true });
    // Here every image reports itself fully in view as soon as it is observed.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          const entry = { isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
          this.callback([entry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
    serveHero();
    const image = (index: number) =>
      screen.getByRole('img', { name: slides[index].alt, hidden: true });
    expect(image(0)).toHaveAttribute('src', slides[0].src);
    expect(image(1)).toHaveAttribute('src', slides[1].src);
    expect(image(2)).not.toHaveAttribute('src');
    advance(999);
    expect(image(2)).not.toHaveAttribute('src');
    advance(1);
    expect(image(2)).toHaveAttribute('src', slides[2].src);
  });
});
