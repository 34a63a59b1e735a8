/**
 * A composition (`remotes.json` as the server serves it) in which mf-reviews owns
 * `/testimonials` and fills the home page's testimonials slot with `./HomeWidget` in both
 * languages: the tests of the composition rules and of the shell's slots read the same one.
 */
export const reviewsFillingHome = {
  'mf-reviews': {
    manifest: '/remotes/mf-reviews/mf-manifest.json',
    prefixes: ['/testimonials'],
    fills: [
      {
        slot: 'home-testimonials',
        page: '/',
        expose: { en: './HomeWidget', es: './HomeWidget' },
      },
    ],
  },
} as const;
