import { queries } from 'ui-kit';
import { vi } from 'vitest';

/**
 * For tests: makes `matchMedia` answer as a phone (768 px or less) and/or a visitor who
 * prefers reduced motion. Undo with `vi.unstubAllGlobals()`.
 */
export function stubMedia({ mobile = false, reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (mobile && query.includes(queries.mobile)) ||
      (reducedMotion && query.includes('prefers-reduced-motion')),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
