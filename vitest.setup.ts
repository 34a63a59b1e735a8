import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A section's pages are lazy chunks: the first `findBy…` of a file waits for vitest to
// transform the page's modules, which takes over testing-library's default 1 s on a busy
// 2-core machine. Waiting longer only matters when a test would otherwise fail.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no matchMedia listeners by default in every version; keep one that works.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}
