import { screen } from '@testing-library/react';
import { rotatingWords } from 'shared-content';
import { renderAt } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RotatingWord } from '../chrome/RotatingWord';
import { timers } from '../timing';
import { keepWordsTurning } from './rotatingWords';

/** The word a visitor sees: the one the stylesheet gives a box (the marked one). */
const wordInSight = () =>
  screen.getByTestId('rotating-word').querySelector('[data-current]')?.textContent;
/** The stylesheet shows the pause control only while the line is marked as turning. */
const turning = () =>
  screen.getByTestId('rotating-word').closest('p')?.hasAttribute('data-turning');

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the header word, turned by the loader', () => {
  it('shows the first word until the loader turns it, then the next one every 2 s, wrapping', () => {
    reducedMotion(false);
    renderAt('/', <RotatingWord />);
    expect(wordInSight()).toBe(rotatingWords[0]);
    expect(turning()).toBe(false);
    keepWordsTurning();
    expect(turning()).toBe(true);
    vi.advanceTimersByTime(timers.headerWordMs);
    expect(wordInSight()).toBe(rotatingWords[1]);
    vi.advanceTimersByTime(timers.headerWordMs * (rotatingWords.length - 1));
    expect(wordInSight()).toBe(rotatingWords[0]);
  });

  it('stands still while the pause box is ticked, and goes on when it is cleared', () => {
    reducedMotion(false);
    renderAt('/', <RotatingWord />);
    keepWordsTurning();
    const pause = screen.getByRole<HTMLInputElement>('checkbox');
    pause.click();
    vi.advanceTimersByTime(timers.headerWordMs * 3);
    expect(wordInSight()).toBe(rotatingWords[0]);
    pause.click();
    vi.advanceTimersByTime(timers.headerWordMs);
    expect(wordInSight()).toBe(rotatingWords[1]);
  });

  it('stands still, with no pause control, for a visitor who prefers reduced motion', () => {
    reducedMotion(true);
    renderAt('/', <RotatingWord />);
    keepWordsTurning();
    vi.advanceTimersByTime(timers.headerWordMs * 3);
    expect(wordInSight()).toBe(rotatingWords[0]);
    expect(turning()).toBe(false);
  });
});
