import { z } from 'zod';
import { infoCard, nonEmpty, pageMeta, slug } from '../../schemas/common';

/** A link from a feature card: a page of the site, or a portal path opened in a new tab. */
export const featureLink = z.object({
  label: nonEmpty,
  href: z.string().startsWith('/'),
  kind: z.enum(['route', 'newTab']),
});

export const feature = infoCard.extend({ id: slug, link: featureLink.optional() });

export const featuresPage = pageMeta.extend({
  mainTitle: nonEmpty,
  main: z.array(feature).length(6),
  additionalTitle: nonEmpty,
  additional: z.array(feature).length(4),
  getStarted: z.object({ title: nonEmpty, text: nonEmpty, label: nonEmpty }),
});

export type FeatureLink = z.infer<typeof featureLink>;
export type Feature = z.infer<typeof feature>;
export type FeaturesPageText = z.infer<typeof featuresPage>;
