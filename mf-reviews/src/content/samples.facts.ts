/**
 * Lists that are still sample content written for this site (they name no real people
 * or organisations). While an entry is true, the pages showing that list say so, and
 * `pnpm check:go-live` fails. Set it to false once the list holds the group's own.
 */
export const sampleContent: Record<'testimonials' | 'reviews' | 'partners', boolean> = {
  testimonials: true,
  reviews: true,
  partners: true,
};
