/** Test helpers: the section's views in a language, as its entries give them. Never shipped. */
import type { ReactElement } from 'react';
import { LocaleProvider, SiteTextProvider } from 'shared-content';
import { siteText as spanishChrome } from 'shared-content/site-es';
import * as english from './content';
import { ContentProvider, type ReviewsContent } from './content/context';
import * as spanish from './content/es';

/** `ui` with every view's texts from one language's content. */
const withContent = (
  content: ReviewsContent['testimonials'] &
    ReviewsContent['partners'] &
    ReviewsContent['homeWidget'],
  ui: ReactElement,
) => (
  <ContentProvider view="testimonials" value={content}>
    <ContentProvider view="partners" value={content}>
      <ContentProvider view="homeWidget" value={content}>
        {ui}
      </ContentProvider>
    </ContentProvider>
  </ContentProvider>
);

/** `ui` with the English content, as `Section` and `HomeWidget` give it. */
export const inEnglish = (ui: ReactElement) => withContent(english, ui);

/**
 * `ui` on a Spanish page with the Spanish content, as `SectionEs` and `HomeWidgetEs` give
 * it, and the Spanish chrome, as the shell gives it.
 */
export const inSpanish = (ui: ReactElement) => (
  <LocaleProvider value="es">
    <SiteTextProvider value={spanishChrome}>{withContent(spanish, ui)}</SiteTextProvider>
  </LocaleProvider>
);
