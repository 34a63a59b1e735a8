import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { stubMedia } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLazyImages } from './behaviour/lazyImages';
import { LazyImage, type LazyImageProps } from './LazyImage';
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
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const image = {
  src: '/images/test.svg',
  alt: 'A test picture of a pharmacy',
  width: 1200,
  height: 480,
};
const img = () => screen.getByRole('img', { name: image.alt });
const frame = () => document.querySelector('[data-image-state]') as HTMLElement;

/** The image's server HTML in the page, and the loader's behaviour started on it. */
function serve(props: Partial<LazyImageProps> = {}) {
  document.body.innerHTML = renderToString(<LazyImage {...image} {...props} />);
  loadLazyImages();
}

describe('LazyImage', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    stubMedia();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows a placeholder, then the image once it has loaded', () => {
    serve({ eager: true });
    expect(img()).toHaveAttribute('src', image.src);
    expect(frame()).toHaveAttribute('data-image-state', 'loading');
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    // The frame keeps the image's aspect ratio by an empty SVG of its size, not a style.
    expect(frame().querySelector(':scope > svg[viewBox="0 0 1200 480"]')).not.toBeNull();
    expect(frame()).not.toHaveAttribute('style');

    fireEvent.load(img());
    expect(frame()).toHaveAttribute('data-image-state', 'loaded');
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it("shows 'Image unavailable' when the image fails to load", () => {
    serve({ eager: true });
    expect(screen.queryByText('Image unavailable')).not.toBeVisible();
    fireEvent.error(img());
    expect(screen.getByText('Image unavailable')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // Screen readers still hear what the picture was.
    expect(screen.getByText(`: ${image.alt}`)).toBeInTheDocument();
  });

  it('requests a lazy image only once 10% of it is visible', () => {
    serve();
    // Named for assistive tech, but no <img> yet: nothing requested, and valid HTML
    // (an <img> needs its src) for a visitor without script.
    expect(img()).not.toHaveAttribute('src');
    expect(document.querySelector('img')).toBeNull();
    expect(frame()).toHaveAttribute('data-image-state', 'waiting');
    const [observer] = FakeObserver.instances;
    expect(observer.options.threshold).toBe(limits.lazyImageVisibility);

    observer.show(0.05);
    expect(img()).not.toHaveAttribute('src');
    observer.show(0.1);
    expect(img()).toHaveAttribute('src', image.src);
    expect(img().tagName).toBe('IMG');
    expect(observer.disconnected).toBe(true);
  });

  it('on a narrow screen, one eager there is requested at once; one with a delay not before it', () => {
    vi.useFakeTimers();
    stubMedia({ mobile: true });
    serve({ eagerOnMobile: true });
    expect(img()).toHaveAttribute('src', image.src);

    serve({ delayOnMobileMs: timers.lazyImageDelayMobileMs });
    FakeObserver.instances.at(-1)?.show(1);
    vi.advanceTimersByTime(999);
    expect(document.querySelector('img')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(img()).toHaveAttribute('src', image.src);
  });

  it('on a narrow screen, one eager there waits for the page to load: the first image has the network', () => {
    stubMedia({ mobile: true });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    serve({ eagerOnMobile: true });
    expect(document.querySelector('img')).toBeNull();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(img()).toHaveAttribute('src', image.src);
  });

  it('writes no preload of a lazy image in the server HTML (only of an eager one)', () => {
    expect(renderToString(<LazyImage {...image} />)).not.toContain('rel="preload"');
    expect(renderToString(<LazyImage {...image} eager />)).toContain('rel="preload"');
  });

  it('on a wide screen waits to be seen, with no delay', () => {
    serve({ eagerOnMobile: true, delayOnMobileMs: timers.lazyImageDelayMobileMs });
    expect(document.querySelector('img')).toBeNull();
    FakeObserver.instances.at(-1)?.show(1);
    expect(img()).toHaveAttribute('src', image.src);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    serve();
    expect(img()).toHaveAttribute('src', image.src);
  });

  it('without script shows the eager image, and only a named placeholder for a lazy one', () => {
    document.body.innerHTML = renderToString(<LazyImage {...image} />);
    expect(img()).not.toHaveAttribute('src');
    expect(screen.queryByText('Image unavailable')).not.toBeVisible();
    document.body.innerHTML = renderToString(<LazyImage {...image} eager />);
    expect(img()).toHaveAttribute('src', image.src);
  });
});
