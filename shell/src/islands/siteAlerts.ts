// Keeps the owner's alerts above the header current with no React: the server renders
// every alert not yet over when it rendered the page (one still to come hidden), each
// with the instants it starts and ends; an alert shows from its start to its end while
// the page is open, and the area goes when none shows. Checked when the next change is
// due (keepCurrent.ts).
import { keepCurrent } from './keepCurrent';

/** The alerts' area (`section`): hidden while none of its alerts shows. */
export const ALERTS_ATTRIBUTE = 'data-site-alerts';
/** An alert's start and end, in milliseconds since the epoch. */
export const ALERT_STARTS_ATTRIBUTE = 'data-alert-starts';
export const ALERT_ENDS_ATTRIBUTE = 'data-alert-ends';

type Alert = { element: Element; starts: number; ends: number };

const instant = (element: Element, attribute: string) =>
  Number(element.getAttribute(attribute) ?? Number.NaN);

function setHidden(element: Element, hidden: boolean) {
  if (element.hasAttribute('hidden') !== hidden) element.toggleAttribute('hidden', hidden);
}

/** Shows the alerts due at `now`; the time of the next start or end, if any. */
function bringUpToDate(area: Element, alerts: Alert[], now: number): number | undefined {
  let next: number | undefined;
  for (const { element, starts, ends } of alerts) {
    setHidden(element, !(starts <= now && now < ends));
    for (const moment of [starts, ends]) {
      if (moment > now && (next === undefined || moment < next)) next = moment;
    }
  }
  setHidden(
    area,
    alerts.every(({ element }) => element.hasAttribute('hidden')),
  );
  return next;
}

/** Starts keeping the page's alerts current (the island loader, once per page). */
export function keepAlertsCurrent(root: ParentNode = document) {
  const area = root.querySelector(`[${ALERTS_ATTRIBUTE}]`);
  if (!area) return;
  const alerts = [...area.querySelectorAll(`[${ALERT_ENDS_ATTRIBUTE}]`)]
    .map((element) => ({
      element,
      starts: instant(element, ALERT_STARTS_ATTRIBUTE),
      ends: instant(element, ALERT_ENDS_ATTRIBUTE),
    }))
    // Unreadable times: that alert stays as served.
    .filter(({ starts, ends }) => Number.isFinite(starts) && Number.isFinite(ends));
  if (alerts.length === 0) return;
  keepCurrent((now) => bringUpToDate(area, alerts, now));
}
