/**
 * Runs `bringUpToDate` now, again at the time it returns (the page's next change, if any),
 * and whenever the page shows after being hidden or restored from the back-forward cache
 * (a timer of a hidden tab runs late, or not at all): what the island loader keeps current
 * with no React (live statuses, the owner's alerts).
 */
export function keepCurrent(bringUpToDate: (now: number) => number | undefined) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    const next = bringUpToDate(Date.now());
    // A long wait is taken in steps: timers cannot wait much past 24 days, and a
    // machine that slept wakes them late.
    if (next !== undefined) timer = setTimeout(update, Math.min(next - Date.now(), 3_600_000));
  };
  update();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update();
  });
  window.addEventListener('pageshow', update);
}
