import { hrefLink, infoCard, newTabLink, nonEmpty, pageMeta, slug } from 'shared-content/schemas';
import { z } from 'zod';

/** A feature card; its link goes to a page of the site, or a portal path in a new tab. */
export const feature = infoCard.extend({ id: slug, link: hrefLink.optional() });

export const featuresPage = pageMeta.extend({
  mainTitle: nonEmpty,
  main: z.array(feature).length(6),
  additionalTitle: nonEmpty,
  additional: z.array(feature).length(4),
  getStarted: z.object({ title: nonEmpty, text: nonEmpty, link: newTabLink }),
});

export type Feature = z.infer<typeof feature>;
export type FeaturesPageText = z.infer<typeof featuresPage>;
