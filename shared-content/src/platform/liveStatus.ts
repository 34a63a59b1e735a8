// A status line the server writes with what it will say later, which the island loader
// (shell/src/islands/liveStatus.ts, no React) keeps current in a page served earlier or
// left open: ui-kit's OpenStatus ("Open now · closes at 7:00 PM") is one. Its element
// carries `data-open` (the state now) and `data-changes`, the coming changes in order.

/** A change of a live status: from `at` (ms since the epoch) it says `label`. */
export type StatusChange = { at: number; open: boolean; label: string };

/** The element's attribute holding its coming changes (JSON, a `StatusChange[]`). */
export const STATUS_CHANGES_ATTRIBUTE = 'data-changes';
/** The element's attribute saying whether it shows an open state ("true" or "false"). */
export const STATUS_OPEN_ATTRIBUTE = 'data-open';
