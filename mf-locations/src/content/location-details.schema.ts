import {
  infoCard,
  linkAction,
  locationId,
  newTabLink,
  nonEmpty,
  pageMeta,
  routeLink,
  slug,
  staffMember,
} from 'shared-content/schemas';
import { z } from 'zod';

export type { StaffMember } from 'shared-content/schemas';

/** A text with placeholders (`{name}`) that the page fills in: each must be there. */
const template = (...placeholders: string[]) =>
  placeholders.reduce(
    (text, placeholder) =>
      text.refine((value) => value.includes(`{${placeholder}}`), `expected {${placeholder}}`),
    nonEmpty,
  );

/** A card of a detail section, optionally with a link to a page of the site. */
const detailCard = infoCard.extend({
  link: routeLink.optional(),
});

/** A section of a detail page that only some locations have. */
const detailSection = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('list'),
    id: slug,
    title: nonEmpty,
    intro: nonEmpty.optional(),
    items: z.array(nonEmpty).min(1),
  }),
  z.object({
    kind: z.literal('cards'),
    id: slug,
    title: nonEmpty,
    intro: nonEmpty.optional(),
    cards: z.array(detailCard).min(1),
  }),
]);

/**
 * What a location's detail page shows beyond the facts in `locations`. Its title and
 * heading are the location's name, so of the page meta it holds the lead and the
 * description.
 */
const locationDetail = pageMeta.pick({ lead: true, description: true }).extend({
  id: locationId,
  /** The page's buttons: portals (new tab), pages of the site, a call to the location. */
  actions: z.array(linkAction).min(1),
  /** The location's own sections, in page order. */
  sections: z.array(detailSection),
  team: z.object({ title: nonEmpty, intro: nonEmpty, members: z.array(staffMember).min(2) }),
  /** The call to action at the end of the page. */
  cta: z.object({ title: nonEmpty, text: nonEmpty, link: routeLink }),
});

/** Every location has a detail entry (an enum-keyed record is exhaustive). */
export const locationDetails = z.record(locationId, locationDetail);

/** Page copy and short labels of the Locations pages. */
export const locationsUi = z.object({
  listPage: pageMeta.extend({
    filterLabel: nonEmpty,
    allOption: nonEmpty,
    /** The filter's button: what applies the choice without script (with script it is instant). */
    filterSubmit: nonEmpty,
    listHeading: nonEmpty,
    mapLink: routeLink,
    /** Announced when the filter shows one location: "Showing 1 location: {name}". */
    countOne: template('name'),
    /** Announced when the filter shows all: "Showing all {count} locations". */
    countAll: template('count'),
  }),
  mapPage: pageMeta.extend({
    searchLabel: nonEmpty,
    listHeading: nonEmpty,
    back: routeLink,
  }),
  card: z.object({
    address: nonEmpty,
    phone: nonEmpty,
    fax: nonEmpty,
    ncpdp: nonEmpty,
    getDirections: nonEmpty,
    callNow: nonEmpty,
    directions: nonEmpty,
    hoursCaption: nonEmpty,
    servicesHeading: nonEmpty,
    viewDetails: nonEmpty,
    /** Read after "View details" by assistive technology: "of {name}". */
    viewDetailsOf: template('name'),
    /** Read after "Get Directions" by assistive technology: "to {name}". */
    directionsTo: template('name'),
    /** The card's portal buttons; they open the site's /api paths in a new tab. */
    portalActions: z
      .array(newTabLink.extend({ href: z.string().regex(/^\/api\/[a-z]+$/) }))
      .length(3),
  }),
  detail: z.object({
    /** The page's title (browser tab, search results): "{name} in {city}, {state}". */
    pageTitle: template('name', 'city', 'state'),
    backToLocations: routeLink,
    ratingLabel: nonEmpty,
    contactHeading: nonEmpty,
    factsHeading: nonEmpty,
    hoursHeading: nonEmpty,
    hoursCaption: nonEmpty,
    holidayNote: nonEmpty,
    servicesHeading: nonEmpty,
    highlightsHeading: nonEmpty,
    mapHeading: nonEmpty,
    mapTitle: nonEmpty,
    /** The click-to-load map: nothing reaches the map provider until the visitor asks. */
    mapNotice: nonEmpty,
    mapShow: nonEmpty,
    /** The trail above the heading: "Home › Our Locations › Family Pharmacy". */
    breadcrumbLabel: nonEmpty,
    breadcrumbHome: nonEmpty,
    breadcrumbLocations: nonEmpty,
  }),
});

export type DetailCard = z.infer<typeof detailCard>;
export type DetailSection = z.infer<typeof detailSection>;
export type LocationDetail = z.infer<typeof locationDetail>;
export type LocationsUi = z.infer<typeof locationsUi>;
