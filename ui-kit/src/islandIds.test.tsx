import { act, type ReactNode, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { stubMedia } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

// An island is rendered on the server inside the whole page's tree but hydrated on a root
// of its own (shell/src/islands/hydrate.tsx), so `useId` gives other ids in the browser.
// The carousel's controls mount only after hydration: their `aria-controls` must name the
// slides the server wrote.

/** Something of the page before the island that takes ids too (the page's own tree). */
function PageAround({ children }: { children: ReactNode }) {
  const a = useId();
  const b = useId();
  return (
    <main>
      <p id={a}>header</p>
      <p id={b}>intro</p>
      <div data-island="">{children}</div>
    </main>
  );
}

const island = (
  <Carousel
    id="highlights"
    label="Highlights"
    items={['Refills', 'Delivery', 'Vaccines']}
    getKey={(item) => item}
    renderSlide={(item) => <p>{item}</p>}
    intervalMs={6000}
    lockMs={600}
  />
);

describe('a carousel hydrated as an island on its own root', () => {
  beforeEach(() => {
    stubMedia();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("keeps its controls' aria-controls on the slides the server rendered", async () => {
    document.body.innerHTML = renderToString(<PageAround>{island}</PageAround>);
    const holder = document.querySelector('[data-island]') as HTMLElement;
    const errors: unknown[] = [];
    // React reports an attribute mismatch (the ids) on the console, in development only.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(holder, island, { onRecoverableError: (error) => errors.push(error) });
    });
    const controlled = [...holder.querySelectorAll('[aria-controls]')];
    expect(controlled.length).toBeGreaterThan(0);
    for (const control of controlled) {
      const target = control.getAttribute('aria-controls') ?? '';
      expect(document.getElementById(target), `#${target}`).not.toBeNull();
    }
    expect(errors).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
