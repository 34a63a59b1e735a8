import { z } from 'zod';
import { hrefLink, nonEmpty } from '../../schemas/common';

export const feature = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  description: nonEmpty,
  /** A page of the site, or a portal path opened in a new tab. */
  link: hrefLink.optional(),
});

export const featuresPage = z.object({
  title: nonEmpty,
  description: z.string().min(50).max(160),
  heading: nonEmpty,
  lead: nonEmpty,
  mainTitle: nonEmpty,
  main: z.array(feature).length(6),
  additionalTitle: nonEmpty,
  additional: z.array(feature).length(4),
  getStarted: z.object({ title: nonEmpty, text: nonEmpty, label: z.literal('Get Started') }),
});

export type Feature = z.infer<typeof feature>;
export type FeaturesPageText = z.infer<typeof featuresPage>;
