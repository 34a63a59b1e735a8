import { externalUrls } from 'shared-content';
import type { Feature, FeaturesPageText } from './features.schema';

// The /features page's facts, without a word of text: each card's id and where its link
// goes. Both languages (`features.ts`, `features.es.ts`) import them and add their texts,
// so neither imports the other and each page chunk holds one language.

type Link = NonNullable<Feature['link']>;
type Unlabelled<Each> = Each extends unknown ? Omit<Each, 'label'> : never;
type FeatureFacts = { id: Feature['id']; link?: Unlabelled<Link> };

/** The cards of "What You Can Do", in order. */
export const mainFeatures = {
  prescriptions: { id: 'prescription-management' },
  refills: { id: 'quick-refills', link: { href: '/services/refills', kind: 'route' } },
  transfers: { id: 'easy-transfers', link: { href: '/services/transfers', kind: 'route' } },
  support: { id: 'live-support', link: { href: '/contact', kind: 'route' } },
  privacy: { id: 'secure-private', link: { href: '/legal/hipaa', kind: 'route' } },
  anyHour: { id: 'always-available' },
} as const satisfies Record<string, FeatureFacts>;

/** The cards of "More Ways We Help", in order. */
export const additionalFeatures = {
  sync: { id: 'medication-sync', link: { href: '/services/medication-sync', kind: 'route' } },
  vaccinations: { id: 'vaccinations', link: { href: '/api/vaccine', kind: 'newTab' } },
  delivery: { id: 'delivery-pickup' },
  consultations: {
    id: 'consultations',
    link: { href: '/services/consultations', kind: 'route' },
  },
} as const satisfies Record<string, FeatureFacts>;

/** "Get Started" opens the refill portal in a new tab. */
export const getStartedTarget = {
  kind: 'newTab',
  href: externalUrls.refillPortal,
} as const satisfies Omit<FeaturesPageText['getStarted']['link'], 'label'>;

type FeatureText = Pick<Feature, 'title' | 'description'>;

/** A card: its facts, its texts in the page's language and, when it has a link, the link's label. */
export function feature(facts: FeatureFacts & { link?: never }, text: FeatureText): Feature;
export function feature(
  facts: FeatureFacts & { link: Unlabelled<Link> },
  text: FeatureText,
  linkLabel: string,
): Feature;
export function feature(
  { id, link }: FeatureFacts,
  text: FeatureText,
  linkLabel?: string,
): Feature {
  return { id, ...text, ...(link && linkLabel ? { link: { ...link, label: linkLabel } } : {}) };
}
