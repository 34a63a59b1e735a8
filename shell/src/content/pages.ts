/**
 * The slots the shell's pages offer to remotes, by name: the page each is on. A remote
 * fills one by publishing it in its description (`fills`), never by the shell naming it.
 */
export const shellSlots = {
  /** The home page's testimonials-and-partners section. */
  'home-testimonials': '/',
} as const;

export type ShellSlot = keyof typeof shellSlots;
