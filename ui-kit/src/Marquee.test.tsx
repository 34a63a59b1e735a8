import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { seededRandom } from 'shared-content/logic';
import { atPath, stubMedia } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Marquee, type MarqueeProps } from './Marquee';
import { startMarquee } from './marqueeBehaviour';
import { MARQUEE_SELECTOR } from './marqueeMarkup';

const names = ['Alpha', 'Beta', 'Gamma', 'Delta'];

const marquee = (props: Partial<MarqueeProps<string>> = {}) => (
  <Marquee
    label="Partner logos"
    pauseLabel="partner logos"
    items={names}
    getKey={(name) => name}
    renderItem={(name) => <button type="button">{name}</button>}
    durationMs={45_000}
    mobileDurationMs={30_000}
    {...props}
  />
);

/** The marquee as the server sends it, in the page (no React in the browser). */
function serve(ui: ReactElement) {
  document.body.innerHTML = `<main>${renderToString(atPath('/', ui))}</main>`;
}
/** The island loader's part: the behaviour started on every marquee of the page. */
const startAll = (random?: () => number) => {
  for (const root of document.querySelectorAll<HTMLElement>(MARQUEE_SELECTOR))
    startMarquee(root, random);
};

const strip = () => screen.getByRole('region', { name: 'Partner logos' });
const track = () => within(strip()).getByRole('list');

// happy-dom applies no stylesheet here: what the stylesheet shows is read from the
// attributes it keys on (the e2e tests see it in a browser).
const state = () => document.querySelector(MARQUEE_SELECTOR)?.getAttribute('data-marquee');
/** The strip moves while its marquee is started and it is not paused. */
const moving = () => state() === 'moving' && track().getAttribute('data-paused') === 'false';
/** A pause control is seen and reached once the marquee moves (or is paused by it). */
const control = (name: string) =>
  state() === 'moving' ? screen.queryByRole('button', { name }) : null;
const pauseButton = () => control('Pause partner logos');
const playButton = () => control('Play partner logos');

describe('Marquee', () => {
  beforeEach(() => stubMedia());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows every item once to assistive technology, with a hidden inert copy for the loop', () => {
    serve(marquee());
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(names.length);
    const copies = strip().querySelectorAll('li[aria-hidden="true"]');
    expect(strip().querySelectorAll('li')).toHaveLength(names.length * 2);
    for (const copy of copies) expect(copy).toHaveAttribute('inert');
    expect([...copies].map((copy) => copy.textContent)).toEqual(names);
    expect(screen.getAllByRole('button', { name: 'Alpha' })).toHaveLength(1);
  });

  it('repeats only the first items when asked (a track of equal-width items)', () => {
    serve(marquee({ repeat: 2, itemWidth: '15rem', mobileItemWidth: '12.5rem' }));
    const all = [...strip().querySelectorAll('li')].map((item) => item.textContent);
    expect(all).toEqual([...names, 'Alpha', 'Beta']);
    expect(strip().querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });

  it('stands still as served, with no pause control to see or reach, until the loader starts it', () => {
    serve(marquee());
    expect(moving()).toBe(false);
    expect(pauseButton()).toBeNull();
    startAll();
    expect(moving()).toBe(true);
    expect(pauseButton()).toBeVisible();
  });

  it('pauses and plays with its visible button, which sits outside the strip', () => {
    serve(marquee());
    startAll();
    expect(within(strip()).queryByRole('button', { name: /partner logos/ })).toBeNull();
    fireEvent.click(pauseButton() as HTMLElement);
    expect(moving()).toBe(false);
    expect(pauseButton()).toBeNull();
    expect(playButton()).toHaveTextContent('▶ Play');
    fireEvent.click(playButton() as HTMLElement);
    expect(moving()).toBe(true);
    expect(pauseButton()).toHaveTextContent('❚❚ Pause');
  });

  it('moves its track one loop in the loop time, shorter on narrow screens', () => {
    serve(marquee({ repeat: 2 }));
    startAll();
    expect(track().style.getPropertyValue('--marquee-shift')).toBe(
      'calc(-100% * 0.6666666666666666)',
    );
    expect(track().style.getPropertyValue('--marquee-duration')).toBe('45s');
    expect(track().style.getPropertyValue('--marquee-mobile-duration')).toBe('30s');
  });

  it('stands still under reduced motion: no pause control, every item once', () => {
    stubMedia({ reducedMotion: true });
    serve(marquee());
    startAll();
    expect(moving()).toBe(false);
    expect(screen.queryByRole('button', { name: /partner logos/ })).toBeNull();
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(names.length);
  });

  it('is a plain strip, not a region, without a label', () => {
    serve(marquee({ label: undefined }));
    startAll();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(pauseButton()).toBeInTheDocument();
  });

  it('works where React renders it in the browser (an island), started from an effect', async () => {
    render(atPath('/', marquee()));
    await waitFor(() => expect(moving()).toBe(true));
    fireEvent.click(pauseButton() as HTMLElement);
    expect(moving()).toBe(false);
    expect(playButton()).toBeVisible();
  });
});

describe('a Marquee that shows a random subset of its items', () => {
  const many = Array.from({ length: 30 }, (_, index) => `Partner ${index + 1}`);
  const pick = { size: 12, mobileSize: 6, afterMs: 2000, mobileAfterMs: 8000 };
  const picked = () =>
    marquee({ items: many, repeat: 3, pick, durationMs: 90_000, mobileDurationMs: 60_000 });
  const region = () => screen.queryByRole('region', { name: 'Partner logos' });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows nothing as served; after its delay, the subset with its first items repeated', () => {
    stubMedia();
    serve(picked());
    expect(region()).toBeNull();
    startAll(seededRandom(4));
    vi.advanceTimersByTime(pick.afterMs - 1);
    expect(region()).toBeNull();
    vi.advanceTimersByTime(1);
    const shown = within(strip()).getAllByRole('listitem');
    expect(shown).toHaveLength(12);
    const names = shown.map((item) => item.textContent);
    expect(new Set(names).size).toBe(12);
    for (const name of names) expect(many).toContain(name);
    const all = [...strip().querySelectorAll('li')].map((item) => item.textContent);
    expect(all).toEqual([...names, ...names.slice(0, 3)]);
    expect(moving()).toBe(true);
    // The pace of the served loop: 12 of 30 items take 12/30 of its time.
    expect(track().style.getPropertyValue('--marquee-duration')).toBe('36s');
  });

  it('picks fewer, later, on narrow screens', () => {
    stubMedia({ mobile: true });
    serve(picked());
    startAll();
    vi.advanceTimersByTime(pick.afterMs);
    expect(region()).toBeNull();
    vi.advanceTimersByTime(pick.mobileAfterMs - pick.afterMs);
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(6);
    expect(strip().querySelectorAll('li')).toHaveLength(9);
  });

  it('picks from the items React rendered in the browser (a page the browser renders whole)', async () => {
    stubMedia();
    render(atPath('/', picked()));
    // The behaviour's module, imported by the effect: its delay starts once it has come.
    await vi.dynamicImportSettled();
    expect(document.querySelector(MARQUEE_SELECTOR)).toHaveAttribute('data-marquee', 'picking');
    vi.advanceTimersByTime(pick.afterMs);
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(12);
    expect(strip().querySelectorAll('li')).toHaveLength(15);
  });

  it('picks a new subset on each page', () => {
    stubMedia();
    const subset = (seed: number) => {
      serve(picked());
      startAll(seededRandom(seed));
      vi.advanceTimersByTime(pick.afterMs);
      return within(strip())
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    expect(subset(1)).not.toEqual(subset(2));
  });
});
