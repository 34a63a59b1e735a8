import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMounted } from 'ui-kit';

/** Whether the element is an open popover (false where the browser has no popovers). */
const isOpenPopover = (element: HTMLElement) => {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
};

/**
 * What the header's menus share. Each is a native popover (`popover` on the panel,
 * `popovertarget` on its button): it opens and closes without script, and the browser
 * closes it on Escape or a tap outside, putting focus back on the button. Script adds:
 * the open state for the button's icon and `aria-expanded` (written once hydrated; before
 * that the browser tells assistive technology itself), closing the panel when a link in it
 * navigates inside the page and, with `closeOnFocusLeave`, when focus leaves it. Returns
 * the state and the props of its button.
 */
export function usePopover(panelId: string, { closeOnFocusLeave = false } = {}) {
  const [open, setOpen] = useState(false);
  const mounted = useMounted();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    // Opened before the script arrived: say so.
    setOpen(isOpenPopover(panel));
    return () => panel.removeEventListener('toggle', onToggle);
  }, [panelId]);

  // A navigation inside the page (a link in the panel) closes it: the menu belongs to its page.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const panel = document.getElementById(panelId);
    if (panel && isOpenPopover(panel)) panel.hidePopover();
  }, [pathname, panelId]);

  // A menu of links closes once focus leaves it and its button (Tab past its last link).
  useEffect(() => {
    if (!open || !closeOnFocusLeave) return;
    const closeIfOutside = (event: FocusEvent) => {
      const panel = document.getElementById(panelId);
      const target = event.target as Element | null;
      if (!panel || !target || panel.contains(target)) return;
      if (target.getAttribute('popovertarget') === panelId) return;
      if (isOpenPopover(panel)) panel.hidePopover();
    };
    document.addEventListener('focusin', closeIfOutside);
    return () => document.removeEventListener('focusin', closeIfOutside);
  }, [open, closeOnFocusLeave, panelId]);

  return {
    open,
    buttonProps: {
      popoverTarget: panelId,
      'aria-controls': panelId,
      ...(mounted ? { 'aria-expanded': open } : {}),
    },
  };
}
