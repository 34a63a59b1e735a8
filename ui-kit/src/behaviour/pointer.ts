// What a carousel (carousels.ts) reads of the visitor's pointer and keyboard.

/** How far a finger must travel sideways to change slide. */
const swipeThresholdPx = 50;

/**
 * A touch or pen swipe over `element`: leftwards asks for the next slide, rightwards for
 * the previous; a mouse drag, a short or a mostly vertical one does nothing.
 */
export function followSwipes(element: Element, move: (direction: 'next' | 'previous') => void) {
  let start: { x: number; y: number } | null = null;
  element.addEventListener('pointerdown', (event) => {
    const pointer = event as PointerEvent;
    start = pointer.pointerType === 'mouse' ? null : { x: pointer.clientX, y: pointer.clientY };
  });
  element.addEventListener('pointerup', (event) => {
    const pointer = event as PointerEvent;
    const from = start;
    start = null;
    if (!from) return;
    const dx = pointer.clientX - from.x;
    if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(pointer.clientY - from.y)) {
      return;
    }
    move(dx < 0 ? 'next' : 'previous');
  });
  element.addEventListener('pointercancel', () => {
    start = null;
  });
}

/** Focus that came from the keyboard (a mouse click on a button is not `:focus-visible`). */
export const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};
