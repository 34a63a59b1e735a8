import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const items = ['Refills', 'Delivery', 'Vaccines'];

const renderCarousel = () =>
  render(
    <Carousel
      label="Highlights"
      items={items}
      getKey={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
      intervalMs={6000}
      lockMs={600}
    />,
  );

const slides = () => screen.getAllByRole('group', { hidden: true });
/** The slide shown: the one group not hidden from assistive technology. */
const currentSlide = () => screen.getByRole('group');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the APG carousel markup', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    for (const slide of slides()) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveTextContent('Refills');
    // The rotation control comes first in the tab order.
    const buttons = within(region).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Pause slideshow');
  });

  it('auto-advances every interval with the live region off, and wraps', () => {
    renderCarousel();
    const live = currentSlide().parentElement as HTMLElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Delivery');
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Vaccines');
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Refills');
  });

  it('moves with the arrows, wrapping both ways, and blocks navigation during a change', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveTextContent('Vaccines');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Vaccines');
    advance(600);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Refills');
  });

  it('shows a slide chosen with its dot and marks that dot current', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show slide 3' });
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(dot);
    expect(currentSlide()).toHaveTextContent('Vaccines');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('pauses and plays with the visible button; slides are announced while paused', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    expect(play).toHaveTextContent('Play');
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Refills');
    fireEvent.click(play);
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Delivery');
  });

  it('holds while the mouse is over it', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Refills');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Delivery');
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Refills');
  });
});
