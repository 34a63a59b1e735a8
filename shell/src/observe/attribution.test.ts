import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partOfNode, partsOfPage } from './attribution';

const MEDPACK =
  'https://pharmacy.example/remotes/mf-medpack/0123456789ab/static/js/async/prices.js';
const SHELL = 'https://pharmacy.example/static/js/async/t.js';

/** A tap at `at` (ms) on `target`, handled from 10 ms to 100 ms after, painted at 150. */
const tap = (target: Node | null, interactionId = 7, at = 1000) =>
  ['pointerdown', 'click'].map((name) => ({
    name,
    interactionId,
    target,
    startTime: at,
    duration: 150,
    processingStart: at + 10,
    processingEnd: at + 100,
  })) as unknown as PerformanceEventTiming[];

/** A long animation frame from `startTime` running `scripts` ([url, start, duration]). */
const frame = (startTime: number, duration: number, scripts: [string, number, number][]) =>
  ({
    startTime,
    duration,
    scripts: scripts.map(([sourceURL, start, length]) => ({
      sourceURL,
      startTime: start,
      duration: length,
    })),
  }) as unknown as PerformanceLongAnimationFrameTiming;

const shift = (value: number, ...nodes: (Node | null)[]) =>
  ({ value, sources: nodes.map((node) => ({ node })) }) as unknown as LayoutShift;

describe('what caused an INP or a layout shift', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header><button id="menu">Menu</button><p id="banner">Open</p></header>
      <main><div data-part="mf-reviews"><section><button id="next">Next</button></section></div></main>`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const byId = (id: string) => document.getElementById(id);

  it('names the remote whose section or widget holds an element, the shell outside them', () => {
    expect(partOfNode(byId('next'))).toBe('mf-reviews');
    expect(partOfNode(byId('next')?.firstChild)).toBe('mf-reviews');
    expect(partOfNode(byId('menu'))).toBe('shell');
    // An element the interaction removed says nothing.
    expect(partOfNode(document.createElement('button'))).toBeUndefined();
    expect(partOfNode(null)).toBeUndefined();
  });

  it('blames the remote whose script ran longest in the interaction, else the part touched', () => {
    const parts = partsOfPage();
    expect(parts.inp(tap(byId('menu')))).toBe('shell');
    parts.seeFrames([
      // Before the tap, and after its paint: not the interaction's.
      frame(800, 120, [[MEDPACK, 810, 110]]),
      frame(1200, 300, [[SHELL, 1200, 300]]),
      // The tap's frame: a shell task of 80 ms, 30 of them in the tap; a medpack handler, 40.
      frame(950, 200, [
        [SHELL, 950, 80],
        [MEDPACK, 1040, 40],
      ]),
    ]);
    expect(parts.inp(tap(byId('menu'), 8))).toBe('mf-medpack');
    // React (the shell's script) runs every part's handlers: the touched part is named.
    parts.seeFrames([frame(2950, 200, [[SHELL, 3000, 100]])]);
    expect(parts.inp(tap(byId('next'), 9, 3000))).toBe('mf-reviews');
    expect(parts.inp([])).toBeUndefined();
  });

  it('keeps the part touched when the interaction removed the element', () => {
    const parts = partsOfPage();
    const next = byId('next');
    expect(parts.inp(tap(next))).toBe('mf-reviews');
    next?.remove();
    // Reported again (a longer event of the same tap): its target has left the page.
    expect(parts.inp(tap(next))).toBe('mf-reviews');
    expect(parts.inp(tap(null))).toBe('mf-reviews');
    expect(parts.inp(tap(null, 8))).toBeUndefined();
  });

  it('blames the part whose element moved most in the largest shift, as it was when seen', () => {
    const parts = partsOfPage();
    const text = byId('banner')?.firstChild ?? null;
    const small = shift(0.02, byId('menu'));
    const large = shift(0.1, text, byId('next'), byId('menu'));
    parts.seeShifts([small, large]);
    byId('next')?.closest('main')?.remove();
    expect(parts.cls([small, large, shift(0.05, byId('menu'))])).toBe('mf-reviews');
    expect(parts.cls([small])).toBe('shell');
    // A shift of text only: its node's part.
    expect(parts.cls([shift(0.3, text)])).toBe('shell');
    expect(parts.cls([])).toBeUndefined();
  });
});
