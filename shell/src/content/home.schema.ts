import { hrefLink, nonEmpty, pageMeta, slug } from 'shared-content/schemas';
import { z } from 'zod';

/** A home-page link: one of the site's links, to a path of this site (no other site). */
const homeLink = hrefLink.refine((link) => link.href.startsWith('/'), {
  message: 'expected a path on this site',
  path: ['href'],
});

/** A carousel image (id, src, alt), with the caption shown under it. */
const carouselImage = z
  .object({
    id: slug,
    src: z.string().regex(/^\/images\/[a-z0-9-]+\.svg$/, 'expected /images/<name>.svg'),
    alt: z.string().trim().min(20, 'alt text must describe the picture'),
    caption: nonEmpty,
  })
  .strict();

const heroCarousel = z
  .object({
    /** Accessible name of the carousel region. */
    label: nonEmpty,
    /** What the pause button names: "Pause slideshow". */
    pauseLabel: nonEmpty,
    /** Intrinsic size of every hero image (they share one aspect ratio). */
    imageWidth: z.number().int().positive(),
    imageHeight: z.number().int().positive(),
    slides: z.array(carouselImage).length(3),
  })
  .strict();

const serviceCard = z
  .object({
    id: slug,
    title: nonEmpty,
    description: nonEmpty,
    link: homeLink,
  })
  .strict();

const statCard = z
  .object({
    id: slug,
    /** Shown large, e.g. "5/5". */
    value: nonEmpty,
    /** What screen readers hear for the value, when the symbols would read badly. */
    spokenValue: nonEmpty.optional(),
    label: nonEmpty,
  })
  .strict();

export const homeContent = z
  .object({
    /** The home page's `h1` is the hero, so its meta has no heading. */
    page: pageMeta.omit({ heading: true }),
    hero: heroCarousel,
    about: z.object({ title: nonEmpty, paragraphs: z.array(nonEmpty).min(1), link: homeLink }),
    services: z.object({ title: nonEmpty, cards: z.array(serviceCard).length(6) }),
    banner: z.object({ title: nonEmpty, text: nonEmpty, link: homeLink }),
    awards: z.object({
      title: nonEmpty,
      pauseLabel: nonEmpty,
      messages: z.array(nonEmpty).min(2),
      stats: z.array(statCard).length(5),
    }),
  })
  .strict();

export type HeroCarousel = z.infer<typeof heroCarousel>;
export type HomeContent = z.infer<typeof homeContent>;
