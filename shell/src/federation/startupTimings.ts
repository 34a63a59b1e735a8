/**
 * The page's start-up as `performance.measure` entries, for the browser's performance
 * panel and `pnpm bench:trace`: from the shell's entry to its bootstrap (the federation
 * runtime and the shared modules), and from the start of hydration to each part hydrated.
 */
const hydrationStart = 'hydration start';

export const markEntryStart = () => performance.mark('shell entry');

export function markHydrationStart() {
  performance.measure('federation: entry to bootstrap', 'shell entry');
  performance.mark(hydrationStart);
}

/** Measures from the start of hydration to now (once per name). */
export function measureHydrated(part: string) {
  const name = `hydrated: ${part}`;
  if (performance.getEntriesByName(hydrationStart).length === 0) return;
  if (performance.getEntriesByName(name).length > 0) return;
  performance.measure(name, hydrationStart);
}
