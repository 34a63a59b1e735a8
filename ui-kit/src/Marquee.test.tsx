import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { stubMedia } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Marquee, type MarqueeProps } from './Marquee';

const names = ['Alpha', 'Beta', 'Gamma', 'Delta'];

const renderMarquee = (props: Partial<MarqueeProps<string>> = {}) =>
  render(
    <Marquee
      label="Partner logos"
      pauseLabel="partner logos"
      items={names}
      getKey={(name) => name}
      renderItem={(name) => <button type="button">{name}</button>}
      durationMs={45_000}
      {...props}
    />,
  );

const strip = () => screen.getByRole('region', { name: 'Partner logos' });
const track = () => within(strip()).getByRole('list');

describe('Marquee', () => {
  beforeEach(() => stubMedia());
  afterEach(() => vi.unstubAllGlobals());

  it('shows every item once to assistive technology, with a hidden inert copy for the loop', () => {
    renderMarquee();
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(names.length);
    const all = strip().querySelectorAll('li');
    expect(all).toHaveLength(names.length * 2);
    const copies = strip().querySelectorAll('li[aria-hidden="true"]');
    expect(copies).toHaveLength(names.length);
    for (const copy of copies) expect(copy).toHaveAttribute('inert');
    expect([...copies].map((copy) => copy.textContent)).toEqual(names);
    // Only the first set of buttons can be reached.
    expect(screen.getAllByRole('button', { name: 'Alpha' })).toHaveLength(1);
  });

  it('repeats only the first items when asked (a track of equal-width items)', () => {
    renderMarquee({ repeat: 2, itemWidth: '15rem', mobileItemWidth: '12.5rem' });
    const all = [...strip().querySelectorAll('li')].map((item) => item.textContent);
    expect(all).toEqual([...names, 'Alpha', 'Beta']);
    expect(strip().querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });

  it('pauses and plays with its visible button, which sits outside the strip', () => {
    renderMarquee();
    expect(track()).toHaveAttribute('data-paused', 'false');
    expect(within(strip()).queryByRole('button', { name: /partner logos/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause partner logos' }));
    // The track's style holds the animation while `data-paused` is true.
    expect(track()).toHaveAttribute('data-paused', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Play partner logos' }));
    expect(track()).toHaveAttribute('data-paused', 'false');
  });

  it('stands still under reduced motion: no pause control, no copy, every item once', () => {
    stubMedia({ reducedMotion: true });
    renderMarquee();
    expect(screen.queryByRole('button', { name: /partner logos/ })).toBeNull();
    expect(track()).toHaveAttribute('data-paused', 'true');
    expect(strip().querySelectorAll('li')).toHaveLength(names.length);
    expect(screen.getAllByRole('button', { name: 'Alpha', hidden: true })).toHaveLength(1);
  });

  it('is a plain strip, not a region, without a label', () => {
    renderMarquee({ label: undefined });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause partner logos' })).toBeInTheDocument();
  });
});
