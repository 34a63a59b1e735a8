import { locations } from 'shared-content';
import type { HomeContent } from './home.schema';

// The home page's facts, without a word of text: ids, image paths and sizes, link
// targets and the figures of the awards. Both languages (`home.ts`, `home.es.ts`) import
// them and add their texts, so neither imports the other and each page chunk holds one
// language.

type Slide = HomeContent['hero']['slides'][number];
type ServiceCard = HomeContent['services']['cards'][number];
type Link = ServiceCard['link'];
type Stat = HomeContent['awards']['stats'][number];

type Unlabelled<Each> = Each extends unknown ? Omit<Each, 'label'> : never;

/** A link without its label: where it goes and how it opens. */
export type LinkTarget = Unlabelled<Link>;

/** A link to `target`, labelled in the page's language. */
export const linkTo = <Target extends LinkTarget>(target: Target, label: string) => ({
  ...target,
  label,
});

/** Intrinsic size of every hero image (the project's own SVGs in `shell/public/images`). */
export const heroImageSize = { imageWidth: 1200, imageHeight: 480 } as const;

/** The hero's slides, in order. */
export const heroSlides = {
  counter: { id: 'pharmacy-counter', src: '/images/pharmacy-counter.svg' },
  van: { id: 'delivery-van', src: '/images/delivery-van.svg' },
  vaccination: { id: 'vaccination', src: '/images/vaccination.svg' },
} as const satisfies Record<string, Pick<Slide, 'id' | 'src'>>;

/** The service cards, in order: each card's id and where its link goes. */
export const serviceCards = {
  refills: { id: 'quick-refills', link: { href: '/services/refills', kind: 'route' } },
  transfers: { id: 'easy-transfers', link: { href: '/services/transfers', kind: 'route' } },
  support: { id: 'live-support', link: { href: '/contact', kind: 'route' } },
  delivery: { id: 'delivery-service', link: { href: '/contact', kind: 'route' } },
  vaccines: { id: 'vaccination-hub', link: { href: '/api/vaccine', kind: 'newTab' } },
  otc: { id: 'over-the-counter', link: { href: '/otc-store', kind: 'page' } },
} as const satisfies Record<string, { id: ServiceCard['id']; link: LinkTarget }>;

/** Where the about card's and the portal banner's links go. */
export const homeLinks = {
  about: { href: '/about', kind: 'route' },
  portal: { href: '/pharmacy-login', kind: 'newTab' },
} as const satisfies Record<string, LinkTarget>;

/** The awards' figures, in order. */
export const awardStats = {
  jdPower: { id: 'jd-power', value: 'J.D. Power' },
  facebook: { id: 'facebook', value: '5/5' },
  google: { id: 'google', value: '5/5' },
  years: { id: 'years', value: '13+' },
  locations: { id: 'locations', value: String(locations.length) },
} as const satisfies Record<string, Pick<Stat, 'id' | 'value'>>;
