import { z } from 'zod';

/** 24-hour clock time, "HH:MM". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (24 h)');

export const timeRange = z
  .object({ opens: clockTime, closes: clockTime })
  .refine((range) => range.opens < range.closes, 'opens must be before closes');

/** Opening hours as the site shows them: weekdays, Saturday, Sunday; null when closed. */
export const openingHours = z.object({
  weekdays: timeRange.nullable(),
  saturday: timeRange.nullable(),
  sunday: timeRange.nullable(),
});

export const phoneNumber = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'expected (NNN) NNN-NNNN');

export const nonEmpty = z.string().trim().min(1);

/**
 * A path inside the site, handled by the router or the server: `/services/refills`.
 * Lower case, digits and hyphens only, like every path of `platform/routes.ts`.
 */
export const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, 'expected a site path like /a/b');

/**
 * The one slug of the site: lower-case words of letters and digits joined by single
 * hyphens, starting with a letter (`how-it-works`, `jd-power`). Starting with a letter
 * keeps it a valid HTML id and `#fragment` that CSS selectors take unescaped, so the same
 * rule serves section anchors, card and slide ids and blog slugs.
 */
export const slug = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected a lowercase slug like how-it-works');

/**
 * A page's meta description: what a search result shows. 160 characters at most, the
 * length search results show without cutting it; every page's description fits (the
 * longest, `/services/consultations`, is 160).
 */
export const metaDescription = z.string().trim().min(50).max(160);

/**
 * What every page owes a visitor (the `Page` frame of `ui-kit/src/Page.tsx`): its document
 * title, meta description, one `h1` and the text under it.
 */
export const pageMeta = z.object({
  /** Document title; the group name is appended, so it stays short. */
  title: nonEmpty.max(60),
  description: metaDescription,
  /** The page's one `h1`. */
  heading: nonEmpty,
  /** Text under the heading. */
  lead: nonEmpty,
});

/** One step of a "how it works" list (the shape `ui-kit/src/StepList.tsx` renders). */
export const step = z.object({ title: nonEmpty, description: nonEmpty });

/**
 * A card of a grid: a title and a sentence. Sections extend it (a link, an action, a
 * short list); the sentence is always `description`.
 */
export const infoCard = z.object({ title: nonEmpty, description: nonEmpty });

/**
 * A person of a team grid (the About page's leaders, the staff of a pharmacy). SAMPLE
 * DATA: names are fictional, never a real person's.
 */
export const teamMember = z.object({ name: nonEmpty, role: nonEmpty, bio: nonEmpty });

export type TimeRange = z.infer<typeof timeRange>;
export type OpeningHours = z.infer<typeof openingHours>;
export type PageMeta = z.infer<typeof pageMeta>;
export type Step = z.infer<typeof step>;
export type InfoCard = z.infer<typeof infoCard>;
export type TeamMember = z.infer<typeof teamMember>;

// --- links and actions (see ui/ActionLink) ---

/** Another site: https only. */
const externalUrl = z.url({ protocol: /^https$/ });

/** How an action looks: a filled button, an outlined button, or an underlined link. */
export const actionVariant = z.enum(['primary', 'secondary', 'plain']);

const labelled = { label: nonEmpty, variant: actionVariant.optional() };

/** A page of this site, in the router. */
export const routeLink = z.object({ kind: z.literal('route'), ...labelled, href: sitePath });
const pageLink = z.object({
  kind: z.literal('page'),
  ...labelled,
  href: z.union([sitePath, externalUrl]),
});
/** A new tab, with `rel="noopener noreferrer"`: a portal path or another site. */
export const newTabLink = z.object({
  kind: z.literal('newTab'),
  ...labelled,
  href: z.union([sitePath, externalUrl]),
});
/** Without a label, the number is the link's text (in running text). */
const telLink = z.object({
  kind: z.literal('tel'),
  ...labelled,
  label: nonEmpty.optional(),
  phone: phoneNumber,
});
/** Without a label, the address is the link's text (in running text). */
const mailtoLink = z.object({
  kind: z.literal('mailto'),
  ...labelled,
  label: nonEmpty.optional(),
  address: z.email(),
});

/** The kinds with an address (`route`, `page`, `newTab`): the chrome's and the cards' links. */
export const hrefLink = z.discriminatedUnion('kind', [routeLink, pageLink, newTabLink]);

/**
 * A link or call to action, named by how it opens; `ui/ActionLink` renders every kind.
 * - `route`: a page of this site, in the router.
 * - `page`: a full page load in this tab: a server path of this site (a redirect such
 *   as `/otc-products`) or another site.
 * - `newTab`: a new tab, with `rel="noopener noreferrer"`: a portal path or another site.
 * - `tel`: a call to `phone`; `mailto`: an e-mail to `address`.
 * - `phones`: a call to any of the four pharmacies, for a service every location offers.
 */
export const linkAction = z.discriminatedUnion('kind', [
  routeLink,
  pageLink,
  newTabLink,
  telLink,
  mailtoLink,
  z.object({ kind: z.literal('phones'), ...labelled }),
]);

/** A link inside running text: a page of the site, another site, a phone, an address. */
export const inlineLink = z.discriminatedUnion('kind', [
  routeLink,
  newTabLink,
  telLink,
  mailtoLink,
]);

export type ActionVariant = z.infer<typeof actionVariant>;
export type LinkAction = z.infer<typeof linkAction>;
export type HrefLink = z.infer<typeof hrefLink>;
export type RouteLink = z.infer<typeof routeLink>;
export type InlineLink = z.infer<typeof inlineLink>;
