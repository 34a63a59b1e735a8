import { type KeyboardEvent, type RefObject, useEffect } from 'react';

/**
 * What the header's disclosures share: while open, a tap or click outside `container`
 * closes it (and, with `onFocusLeave`, so does focus moving out). Returns the
 * container's `onKeyDown`: Escape closes it and puts focus back on its `trigger`; the
 * innermost open disclosure takes the Escape, so nested ones close one at a time.
 */
export function useDismiss({
  open,
  close,
  container,
  trigger,
  onFocusLeave = false,
}: {
  open: boolean;
  close: () => void;
  container: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
  onFocusLeave?: boolean;
}) {
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    if (onFocusLeave) document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open, close, container, onFocusLeave]);

  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    trigger.current?.focus();
  };
}
