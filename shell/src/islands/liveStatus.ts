// Keeps a page's live statuses current with no React (shared-content/live-status): each
// element with coming changes shows the last one whose time has come, checked when its
// next change is due (keepCurrent.ts). A status inside an island is React's, which keeps
// it current itself.
import {
  STATUS_CHANGES_ATTRIBUTE,
  STATUS_OPEN_ATTRIBUTE,
  type StatusChange,
} from 'shared-content/live-status';
import { keepCurrent } from './keepCurrent';

type LiveStatus = { element: Element; changes: StatusChange[] };

function changesOf(element: Element): StatusChange[] {
  try {
    const changes: unknown = JSON.parse(element.getAttribute(STATUS_CHANGES_ATTRIBUTE) ?? '[]');
    return Array.isArray(changes) ? (changes as StatusChange[]) : [];
  } catch {
    // Unreadable: the status stays as served.
    return [];
  }
}

/** Shows each status's latest change due by `now`; the time of the next one, if any. */
function bringUpToDate(statuses: LiveStatus[], now: number): number | undefined {
  let next: number | undefined;
  for (const status of statuses) {
    const due = status.changes.filter((change) => change.at <= now).at(-1);
    if (due) {
      if (status.element.textContent !== due.label) status.element.textContent = due.label;
      status.element.setAttribute(STATUS_OPEN_ATTRIBUTE, String(due.open));
    }
    const coming = status.changes.find((change) => change.at > now);
    if (coming && (next === undefined || coming.at < next)) next = coming.at;
  }
  return next;
}

/** Starts keeping the page's live statuses current (the island loader, once per page). */
export function keepStatusesCurrent(root: ParentNode = document) {
  const statuses = [...root.querySelectorAll(`[${STATUS_CHANGES_ATTRIBUTE}]`)]
    .filter((element) => !element.closest('site-island'))
    .map((element) => ({ element, changes: changesOf(element) }))
    .filter((status) => status.changes.length > 0);
  if (statuses.length === 0) return;
  keepCurrent((now) => bringUpToDate(statuses, now));
}
