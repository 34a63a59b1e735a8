import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';
import { limits, timers } from './timing';

/** An IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports that `ratio` of the image is visible. */
  show(ratio: number) {
    const entry = {
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const image = {
  src: '/images/test.svg',
  alt: 'A test picture of a pharmacy',
  width: 1200,
  height: 480,
};
const img = () => screen.getByRole('img', { name: image.alt });
const frame = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('LazyImage', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows a placeholder, then the image once it has loaded', () => {
    const { container } = render(<LazyImage {...image} eager />);
    expect(img()).toHaveAttribute('src', image.src);
    expect(frame(container)).toHaveAttribute('data-image-state', 'loading');
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    // The frame keeps the image's aspect ratio by an empty SVG of its size, not a style.
    expect(frame(container).querySelector(':scope > svg[viewBox="0 0 1200 480"]')).not.toBeNull();
    expect(frame(container)).not.toHaveAttribute('style');

    fireEvent.load(img());
    expect(frame(container)).toHaveAttribute('data-image-state', 'loaded');
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it("shows 'Image unavailable' when the image fails to load", () => {
    render(<LazyImage {...image} eager />);
    fireEvent.error(img());
    expect(screen.getByText('Image unavailable')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // Screen readers still hear what the picture was.
    expect(screen.getByText(`: ${image.alt}`)).toBeInTheDocument();
  });

  it('requests a lazy image only once 10% of it is visible', () => {
    const { container } = render(<LazyImage {...image} />);
    // Named for assistive tech, but no <img> yet: nothing requested, and valid HTML
    // (an <img> needs its src) for a visitor without script.
    expect(img()).not.toHaveAttribute('src');
    expect(container.querySelector('img')).toBeNull();
    expect(frame(container)).toHaveAttribute('data-image-state', 'waiting');
    const [observer] = FakeObserver.instances;
    expect(observer.options.threshold).toBe(limits.lazyImageVisibility);

    observer.show(0.05);
    expect(img()).not.toHaveAttribute('src');
    observer.show(0.1);
    expect(img()).toHaveAttribute('src', image.src);
    expect(img().tagName).toBe('IMG');
    expect(observer.disconnected).toBe(true);
  });

  it('waits for its delay before requesting (narrow screens)', () => {
    vi.useFakeTimers();
    const { container } = render(
      <LazyImage {...image} eager delayMs={timers.lazyImageDelayMobileMs} />,
    );
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(img()).toHaveAttribute('src', image.src);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage {...image} />);
    expect(img()).toHaveAttribute('src', image.src);
  });

  it('starts over when its source changes', () => {
    const { rerender, container } = render(<LazyImage {...image} eager />);
    fireEvent.error(img());
    rerender(<LazyImage {...image} src="/images/other.svg" eager />);
    expect(frame(container)).toHaveAttribute('data-image-state', 'loading');
    expect(img()).toHaveAttribute('src', '/images/other.svg');
  });
});
