import { afterEach, describe, expect, it } from 'vitest';
import type { INPAttribution } from 'web-vitals/attribution';
import { inpPart, partOfNode } from './attribution';

const interaction = (sourceURL: string | undefined, interactionTarget: string) =>
  ({
    interactionTarget,
    longestScript: sourceURL
      ? { entry: { sourceURL }, subpart: 'processing-duration', intersectingDuration: 120 }
      : undefined,
  }) as unknown as INPAttribution;

describe('what caused an INP or a layout shift', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the remote whose section or widget holds an element, the shell outside them', () => {
    document.body.innerHTML = `
      <header><button id="menu">Menu</button></header>
      <main><div data-part="mf-reviews"><section><button id="next">Next</button></section></div></main>`;
    expect(partOfNode(document.getElementById('next'))).toBe('mf-reviews');
    expect(partOfNode(document.getElementById('next')?.firstChild ?? null)).toBe('mf-reviews');
    expect(partOfNode(document.getElementById('menu'))).toBe('shell');
    // An element the interaction removed says nothing.
    const removed = document.createElement('button');
    expect(partOfNode(removed)).toBeUndefined();
    expect(partOfNode(null)).toBeUndefined();
  });

  it('blames the remote whose script ran longest, else the part the visitor touched', () => {
    const medpackScript =
      'https://pharmacy.example/remotes/mf-medpack/0123456789ab/static/js/async/prices.js';
    expect(inpPart(interaction(medpackScript, 'shell'))).toBe('mf-medpack');
    // React (the shell's script) runs every part's handlers: the touched part is named.
    expect(
      inpPart(interaction('https://pharmacy.example/static/js/async/t.js', 'mf-reviews')),
    ).toBe('mf-reviews');
    expect(inpPart(interaction(undefined, ''))).toBeUndefined();
  });
});
