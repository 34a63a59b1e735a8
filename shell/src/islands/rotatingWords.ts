// Turns the header's word ("Your Family Pharmacy", then Specialty, …) with no React: one
// attribute moved every `data-turn-ms`, so the page's style is worked out once a turn (a
// CSS animation of `display` had the browser work it out on every frame). The words
// stand still for visitors who prefer reduced motion, while the pause box is ticked, and
// while the page is hidden; without script the first word stands.
import {
  CURRENT_WORD_ATTRIBUTE,
  TURN_MS_ATTRIBUTE,
  TURNING_ATTRIBUTE,
} from '../chrome/rotatingWordMarkup';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function turnWords(words: Element, line: Element) {
  const turnMs = Number(words.getAttribute(TURN_MS_ATTRIBUTE));
  const items = [...words.children];
  if (!(turnMs > 0) || items.length < 2) return;
  const pause = line.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const showTurning = () => line.toggleAttribute(TURNING_ATTRIBUTE, !reducedMotion.matches);
  showTurning();
  reducedMotion.addEventListener('change', showTurning);
  setInterval(() => {
    if (reducedMotion.matches || pause?.checked || document.visibilityState === 'hidden') return;
    const current = items.findIndex((item) => item.hasAttribute(CURRENT_WORD_ATTRIBUTE));
    items[current]?.removeAttribute(CURRENT_WORD_ATTRIBUTE);
    items[(current + 1) % items.length]?.setAttribute(CURRENT_WORD_ATTRIBUTE, '');
  }, turnMs);
}

/** Starts turning the page's rotating words (the island loader, once per page). */
export function keepWordsTurning(root: ParentNode = document) {
  for (const words of root.querySelectorAll(`[${TURN_MS_ATTRIBUTE}]`)) {
    const line = words.closest('p') ?? words;
    turnWords(words, line);
  }
}
