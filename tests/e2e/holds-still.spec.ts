import { expect, type Page, test } from '@playwright/test';

/**
 * What a visitor reaches far down a page stays where it lands: a link focused from the
 * keyboard (or found with find-in-page, or jumped to with End) is scrolled into view, and
 * nothing drawn late above it (a part the browser skipped until it came near, with a
 * guessed height in its place) moves it afterwards, out of view or from under a finger or
 * a pointer. Each on a fresh load, at the reflow width (320 px), the usual phones and a
 * desktop, in both languages.
 */
const pages = ['/', '/es', '/testimonials', '/about'];
const widths = [320, 360, 390, 1280];
const targets = {
  "the footer's first link": { selector: 'footer a', which: 'first' },
  "the main content's last link": { selector: 'main a', which: 'last' },
} as const;
type Target = (typeof targets)[keyof typeof targets];

/**
 * Focuses the target's first or last visible match from the top of the page and says how
 * far it moved over the next frames, and whether it was in view.
 */
function focusAndWatch(page: Page, { selector, which }: Target) {
  return page.evaluate(
    async ([css, end]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const visible = [...document.querySelectorAll<HTMLElement>(css)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const target = end === 'last' ? visible.at(-1) : visible[0];
      if (!target) return { label: 'nothing', moved: Number.NaN, inView: false };
      await frame();
      target.focus();
      const landed = target.getBoundingClientRect().top;
      for (let i = 0; i < 6; i += 1) await frame();
      const box = target.getBoundingClientRect();
      return {
        label: (target.textContent ?? '').trim().slice(0, 40),
        moved: box.top - landed,
        inView: box.top >= 0 && box.bottom <= window.innerHeight,
      };
    },
    [selector, which] as const,
  );
}

for (const path of pages) {
  for (const width of widths) {
    for (const [name, target] of Object.entries(targets)) {
      test(`${path} at ${width} px: ${name}, focused, stays where it lands`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
        await page.goto(path);
        await page.waitForLoadState('load');
        const { label, moved, inView } = await focusAndWatch(page, target);
        expect(
          Math.abs(moved),
          `"${label}" moved by ${moved} px after it was focused`,
        ).toBeLessThan(1);
        expect(inView, `"${label}" is in view once focused`).toBe(true);
      });
    }
  }
}
