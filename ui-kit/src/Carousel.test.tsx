import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { stubMedia } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCarousels } from './behaviour/carousels';
import { Carousel, type CarouselProps } from './Carousel';
import { SHIFT_VAR } from './rotationMarkup';

// The carousel is server HTML that the island loader's behaviour turns: each test renders
// it as the server does and starts the behaviour on it, as the loader does.

const items = ['Refills', 'Delivery', 'Vaccines'];

/** The server's HTML of `element` in the page; the behaviour started on it if `started`. */
function serve(element: ReactElement, started = true) {
  document.body.innerHTML = renderToString(element);
  if (started) startCarousels();
}

const renderCarousel = (props: Partial<CarouselProps<string>> = {}, started = true) =>
  serve(
    <Carousel
      id="highlights"
      label="Highlights"
      items={items}
      getKey={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
      intervalMs={6000}
      lockMs={600}
      {...props}
    />,
    started,
  );

const slides = () => screen.getAllByRole('group', { hidden: true });
/** The slide shown: the one group not hidden from assistive technology. */
const currentSlide = () => screen.getByRole('group');
const advance = (ms: number) => vi.advanceTimersByTime(ms);

/** Fake timers, and a visitor who does not ask for reduced motion unless a test says so. */
function withFakeTimersAndMotion() {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMedia();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
}

describe('Carousel', () => {
  withFakeTimersAndMotion();

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
    // The track slides to the third slide (its style reads the shift set from script).
    const track = currentSlide().parentElement as HTMLElement;
    expect(track.style.getPropertyValue(SHIFT_VAR)).toBe('-200%');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Vaccines');
    advance(600);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Refills');
  });

  it('follows a touch swipe, within the 600 ms lock; a mouse drag or a short one does nothing', () => {
    renderCarousel();
    // The finger goes down and up on the slide in sight.
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(currentSlide(), { pointerType, clientX: from, clientY: 100 });
      fireEvent.pointerUp(currentSlide(), { pointerType, clientX: to, clientY: 100 });
    };
    swipe(300, 200);
    expect(currentSlide()).toHaveTextContent('Delivery');
    swipe(300, 200); // during the transition lock: refused, like the buttons
    expect(currentSlide()).toHaveTextContent('Delivery');
    advance(600);
    swipe(100, 200);
    expect(currentSlide()).toHaveTextContent('Refills');
    advance(600);
    swipe(300, 280);
    swipe(300, 100, 'mouse');
    expect(currentSlide()).toHaveTextContent('Refills');
    // Swiping is manual navigation: the Pause control is still there and still works.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(12_000);
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

  it('stands still while the page is hidden, and goes on when it shows again', () => {
    renderCarousel();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Refills');
    visibility.mockReturnValue('visible');
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Delivery');
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    stubMedia({ reducedMotion: true });
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Refills');
  });

  it('stops when keyboard focus enters it (APG), not on a mouse click', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
      return selector === ':focus-visible' || matches.call(this, selector);
    });
    fireEvent.focusIn(within(region).getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Delivery');
    vi.restoreAllMocks();
  });

  it('shows no controls for a single slide', () => {
    serve(
      <Carousel
        id="highlights"
        label="One"
        items={['Only']}
        getKey={(item) => item}
        renderSlide={(item) => item}
      />,
    );
    expect(currentSlide()).toHaveTextContent('Only');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('Carousel configured as the reviews carousel', () => {
  const stories = Array.from({ length: 12 }, (_, index) => `Story ${index + 1}`);
  const renderStories = () =>
    renderCarousel({
      label: 'Patient stories',
      items: stories,
      intervalMs: 5000,
      lockMs: 0,
      resumeAfterManualMs: 10_000,
      slideNoun: 'story',
      pauseLabel: 'featured stories',
      playWord: 'Resume',
      dots: 10,
    });
  const live = () => currentSlide().parentElement as HTMLElement;

  withFakeTimersAndMotion();

  it('names its controls after what it shows and offers Pause/Resume', () => {
    renderStories();
    expect(screen.getByRole('button', { name: 'Previous story' })).toHaveTextContent('Previous');
    expect(screen.getByRole('button', { name: 'Next story' })).toHaveTextContent('Next');
    fireEvent.click(screen.getByRole('button', { name: 'Pause featured stories' }));
    expect(screen.getByRole('button', { name: 'Resume featured stories' })).toHaveTextContent(
      'Resume',
    );
  });

  it('has as many dots as asked, the current one being the index modulo their number', () => {
    renderStories();
    const dots = screen.getAllByRole('button', { name: /^Show story/ });
    expect(dots).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(currentSlide()).toHaveAccessibleName('12 of 12');
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('moves at once on each click without a transition lock', () => {
    renderStories();
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentSlide()).toHaveTextContent('Story 3');
  });

  it('turns auto-play off on manual navigation and on again 10 s after the last one', () => {
    renderStories();
    fireEvent.click(screen.getByRole('button', { name: 'Show story 4' }));
    expect(live()).toHaveAttribute('aria-live', 'polite');
    advance(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    advance(9999);
    expect(currentSlide()).toHaveTextContent('Story 5');
    advance(1);
    expect(live()).toHaveAttribute('aria-live', 'off');
    // The pause button still offers Pause: the visitor never chose to pause.
    expect(screen.getByRole('button', { name: 'Pause featured stories' })).toBeInTheDocument();
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Story 6');
  });
});

describe('Carousel without script', () => {
  withFakeTimersAndMotion();

  it('shows its first slide, still, and hides its controls until the behaviour runs', () => {
    renderCarousel({}, false);
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Refills');
    const region = screen.getByRole('region', { name: 'Highlights' });
    // The controls are in place (no shift when the script comes) but hidden by the
    // stylesheet until the behaviour marks the carousel ready.
    expect(region).not.toHaveAttribute('data-rotation-ready');
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'data-rotation-ready',
    );
  });
});

describe('Carousel shuffled', () => {
  withFakeTimersAndMotion();

  it('shows its slides in a random order once started, numbered by position', () => {
    // A source of 0 makes Fisher-Yates move the first item to the end.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderCarousel({ shuffle: true });
    expect(currentSlide()).toHaveTextContent('Delivery');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(slides().map((slide) => slide.textContent)).toEqual(['Delivery', 'Vaccines', 'Refills']);
    vi.restoreAllMocks();
  });
});
