import { type Context, createElement, type ReactNode } from 'react';
import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

type English = typeof english;

/**
 * The texts each kind of view of this section reads, in the page's language.
 *
 * One context PER VIEW (the two pages and the home widget) rather than one for the
 * section: each page is a lazy chunk that loads its component and its own content
 * modules in the page's language (`../pages/index.ts`), and the home widget loads only
 * what it shows, so each provider holds that view's texts and nothing else.
 */
export interface ReviewsContent {
  testimonials: Pick<English, 'reviews' | 'reviewsPageText' | 'sampleContent' | 'sampleNotices'>;
  partners: Pick<
    English,
    | 'financialPartners'
    | 'localPartners'
    | 'nationalPartners'
    | 'partnerBadge'
    | 'technologyStrip'
    | 'partnersPageText'
    | 'sampleContent'
    | 'sampleNotices'
  >;
  homeWidget: Pick<
    English,
    'homeTestimonials' | 'partners' | 'homeWidgetText' | 'sampleContent' | 'sampleNotices'
  >;
}

export type ReviewsView = keyof ReviewsContent;

const contexts: { [View in ReviewsView]: Context<ReviewsContent[View] | undefined> } = {
  testimonials: createContentContext<ReviewsContent['testimonials']>(),
  partners: createContentContext<ReviewsContent['partners']>(),
  homeWidget: createContentContext<ReviewsContent['homeWidget']>(),
};

/** Hands `view`'s texts (one language's, the part the view reads) down. */
export function ContentProvider<View extends ReviewsView>({
  view,
  value,
  children,
}: {
  view: View;
  value: ReviewsContent[View];
  children?: ReactNode;
}) {
  const { Provider } = contexts[view] as Context<ReviewsContent[View] | undefined>;
  return createElement(Provider, { value }, children);
}

/** The texts of `view` in the page's language: `const { reviews } = useContent('testimonials')`. */
export const useContent = <View extends ReviewsView>(view: View): ReviewsContent[View] =>
  useContentOf(contexts[view] as Context<ReviewsContent[View] | undefined>, `mf-reviews (${view})`);
