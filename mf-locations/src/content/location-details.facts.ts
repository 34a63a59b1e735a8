import { externalUrls, getLocation, teamAt } from 'shared-content';
import type { LocationId } from 'shared-content/schemas';
import type { DetailCard, DetailSection, LocationDetail } from './location-details.schema';

/**
 * The facts of the Locations pages that do not depend on the language: where each link
 * goes, which buttons and sections each location's page has (ids, kinds, in page order),
 * and each team's members (from `staff.ts`). Not a text in here: `location-details.ts`
 * (English) and `location-details.es.ts` (Spanish) give the texts, and both build their
 * content from these facts with `locationDetailsIn` and `linkTo`, so each fact lives once
 * and neither language's module imports the other's.
 */

/** Where each link of the Locations pages goes, by name; the language gives its label. */
const linkTargets = {
  requestRefill: { kind: 'newTab', href: externalUrls.refillPortal },
  transferPrescription: { kind: 'newTab', href: externalUrls.transferPortal },
  scheduleVaccine: { kind: 'route', href: '/features' },
  /** A call to the specialty pharmacy, the one location that offers it. */
  consultPharmacist: { kind: 'tel', phone: getLocation('specialty').phone },
  howRefillsWork: { kind: 'route', href: '/services/refills' },
  howTransfersWork: { kind: 'route', href: '/services/transfers' },
  aboutMedPack: { kind: 'route', href: '/medpack' },
  locations: { kind: 'route', href: '/locations' },
  map: { kind: 'route', href: '/locations/map' },
  /** The location cards' portal buttons: the site's /api paths, in a new tab. */
  refillPortal: { kind: 'newTab', href: '/api/refill' },
  transferPortal: { kind: 'newTab', href: '/api/transfer' },
  deliveryPortal: { kind: 'newTab', href: '/api/delivery' },
} as const;

export type LinkName = keyof typeof linkTargets;

/** The link `name`, labelled in the page's language. */
export const linkTo = <Name extends LinkName>(name: Name, label: string) => ({
  ...linkTargets[name],
  label,
});

const portals = ['refillPortal', 'transferPortal', 'deliveryPortal'] as const;

/** The portal buttons of a location card, in order, labelled in the page's language. */
export const portalLinks = (labels: Record<(typeof portals)[number], string>) =>
  portals.map((name) => linkTo(name, labels[name]));

/** The links of the detail pages (buttons, cards, calls to action): each language labels them. */
type DetailLinkName = Exclude<LinkName, 'locations' | 'map' | (typeof portals)[number]>;

/** The detail links to a page of the site (what a card or the call to action may link to). */
type PageLinkName = {
  [Name in DetailLinkName]: (typeof linkTargets)[Name]['kind'] extends 'route' ? Name : never;
}[DetailLinkName];

type SectionFact =
  | { readonly kind: 'list'; readonly id: string }
  | {
      readonly kind: 'cards';
      readonly id: string;
      /** The cards that link to a page of the site: card index → link. */
      readonly cardLinks?: Readonly<Record<number, PageLinkName>>;
    };

type LocationFact = {
  /** The page's buttons, in order. */
  readonly actions: readonly DetailLinkName[];
  /** The location's own sections, in page order. */
  readonly sections: readonly SectionFact[];
  /** Where the call to action at the end of the page goes (a page of the site). */
  readonly cta: PageLinkName;
};

/** What each location's detail page has, beyond its texts. */
const locationFacts = {
  family: {
    actions: ['requestRefill', 'transferPrescription', 'scheduleVaccine'],
    sections: [],
    cta: 'howRefillsWork',
  },
  specialty: {
    actions: ['requestRefill', 'transferPrescription', 'consultPharmacist'],
    sections: [
      { kind: 'cards', id: 'specialty-areas' },
      { kind: 'list', id: 'specialty-medications' },
      { kind: 'cards', id: 'support-services' },
    ],
    cta: 'howTransfersWork',
  },
  parlin: {
    actions: ['requestRefill', 'transferPrescription'],
    sections: [
      { kind: 'cards', id: 'convenience', cardLinks: { 1: 'aboutMedPack' } },
      { kind: 'list', id: 'communities' },
      { kind: 'cards', id: 'health-programs' },
    ],
    cta: 'howRefillsWork',
  },
  outpatient: {
    actions: ['requestRefill', 'transferPrescription', 'scheduleVaccine'],
    sections: [
      { kind: 'cards', id: 'outpatient-services', cardLinks: { 3: 'aboutMedPack' } },
      { kind: 'cards', id: 'healthcare-partnerships' },
      { kind: 'list', id: 'service-areas' },
      { kind: 'cards', id: 'awards' },
    ],
    cta: 'howTransfersWork',
  },
} as const satisfies Record<LocationId, LocationFact>;

type ListTexts = { title: string; intro?: string; items: string[] };
type CardsTexts = { title: string; intro?: string; cards: Omit<DetailCard, 'link'>[] };

/** The texts of a location's sections, by section id, each of its kind. */
type SectionsTexts<Sections extends readonly SectionFact[]> = {
  [Section in Sections[number] as Section['id']]: Section['kind'] extends 'list'
    ? ListTexts
    : CardsTexts;
};

/** The texts of one location's detail page, in one language. */
type LocationTexts<Id extends LocationId> = {
  lead: string;
  description: string;
  sections: SectionsTexts<(typeof locationFacts)[Id]['sections']>;
  team: { title: string; intro: string };
  cta: { title: string; text: string };
};

/** Everything a language gives the detail pages: the links' labels and each location's texts. */
export type LocationDetailTexts = {
  links: Record<DetailLinkName, string>;
  locations: { [Id in LocationId]: LocationTexts<Id> };
};

/** The detail pages' content in one language: these facts with that language's texts. */
export function locationDetailsIn(
  texts: LocationDetailTexts,
): Readonly<Record<LocationId, LocationDetail>> {
  const link = <Name extends DetailLinkName>(name: Name) => linkTo(name, texts.links[name]);
  const detail = (id: LocationId): LocationDetail => {
    const facts: LocationFact = locationFacts[id];
    const own = texts.locations[id];
    const sectionTexts: Partial<Record<string, ListTexts | CardsTexts>> = own.sections;
    return {
      id,
      lead: own.lead,
      description: own.description,
      actions: facts.actions.map(link),
      sections: facts.sections.map((section): DetailSection => {
        const words = sectionTexts[section.id];
        if (section.kind === 'list' && words && 'items' in words) return { ...section, ...words };
        if (section.kind === 'cards' && words && 'cards' in words) {
          const { cardLinks = {}, ...fact } = section;
          return {
            ...fact,
            ...words,
            cards: words.cards.map((card, index) => {
              const name = cardLinks[index];
              return name ? { ...card, link: link(name) } : card;
            }),
          };
        }
        throw new Error(`${id}: section ${section.id} needs its ${section.kind} texts`);
      }),
      team: { ...own.team, members: teamAt(id) },
      cta: { ...own.cta, link: link(facts.cta) },
    };
  };
  return {
    family: detail('family'),
    specialty: detail('specialty'),
    parlin: detail('parlin'),
    outpatient: detail('outpatient'),
  };
}
