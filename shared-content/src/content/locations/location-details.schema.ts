import { z } from 'zod';
import { linkAction, nonEmpty } from '../../schemas/common';
import { locationId, teamMember } from '../../schemas/locations';

export type { StaffMember, TeamMember } from '../../schemas/locations';

/** A path inside the site, handled by the router (`/services/refills`). */
export const internalPath = z.string().regex(/^\/[a-z0-9/-]*$/, 'expected a site path like /a/b');

/** An id usable as an HTML id and URL fragment. */
const slug = z.string().regex(/^[a-z0-9-]+$/, 'expected a slug like a-b-c');

/** A card of a grid: a title, a sentence, and optionally a link to a page of the site. */
export const infoCard = z.object({
  title: nonEmpty,
  description: nonEmpty,
  link: z.object({ label: nonEmpty, to: internalPath }).optional(),
});

/** A section of a detail page that only some locations have. */
export const detailSection = z.discriminatedUnion('kind', [
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
    cards: z.array(infoCard).min(1),
  }),
]);

/** What a location's detail page shows beyond the facts in `locations`. */
export const locationDetail = z.object({
  id: locationId,
  /** Text under the page heading. */
  lead: nonEmpty,
  /** The page's meta description. */
  description: z.string().min(50).max(160),
  /** The page's buttons: portals (new tab), pages of the site, a call to the location. */
  actions: z.array(linkAction).min(1),
  /** The location's own sections, in page order. */
  sections: z.array(detailSection),
  team: z.object({ title: nonEmpty, intro: nonEmpty, members: z.array(teamMember).min(2) }),
  /** The call to action at the end of the page. */
  cta: z.object({ title: nonEmpty, text: nonEmpty, label: nonEmpty, to: internalPath }),
});

/** Every location has a detail entry (an enum-keyed record is exhaustive). */
export const locationDetails = z.record(locationId, locationDetail);

const pageCopy = z.object({
  /** Document title (the group name is appended). */
  title: nonEmpty,
  heading: nonEmpty,
  description: z.string().min(50).max(160),
  lead: nonEmpty,
});

const labelledPath = z.object({ label: nonEmpty, to: internalPath });

/** Page copy and short labels of the Locations pages. */
export const locationsUi = z.object({
  listPage: pageCopy.extend({
    filterLabel: nonEmpty,
    allOption: nonEmpty,
    listHeading: nonEmpty,
    mapLink: labelledPath,
  }),
  mapPage: pageCopy.extend({
    searchLabel: nonEmpty,
    listHeading: nonEmpty,
    back: labelledPath,
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
    /** The card's portal buttons; they open the site's /api paths in a new tab. */
    portalActions: z
      .array(z.object({ label: nonEmpty, href: z.string().regex(/^\/api\/[a-z]+$/) }))
      .length(3),
  }),
  detail: z.object({
    back: nonEmpty,
    backToLocations: labelledPath,
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

export type InfoCard = z.infer<typeof infoCard>;
export type DetailSection = z.infer<typeof detailSection>;
export type LocationDetail = z.infer<typeof locationDetail>;
export type LocationsUi = z.infer<typeof locationsUi>;
