/**
 * The shell's own islands, by expose name (`defineIsland(section, { expose })` in the
 * shell): the hydrator loads each as a chunk of the shell when a page's island wakes.
 */
export const shellIslands: Readonly<Record<string, () => Promise<unknown>>> = {
  './islands/HeroCarousel': () => import('./HeroCarousel'),
  './islands/AwardsMessages': () => import('./AwardsMessages'),
  './islands/ContactForm': () => import('./ContactForm'),
  './islands/Newsletter': () => import('./Newsletter'),
  './islands/SiteAlerts': () => import('./SiteAlerts'),
};
