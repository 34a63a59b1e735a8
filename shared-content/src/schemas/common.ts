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

export type TimeRange = z.infer<typeof timeRange>;
export type OpeningHours = z.infer<typeof openingHours>;

// --- links and actions (see ui/ActionLink) ---

/** A path on this site, for the router (`/contact`) or the server (`/api/refill`). */
const linkPath = z.string().regex(/^\/[a-z0-9/-]*$/, 'expected a path on this site like /contact');

/** Another site: https only. */
const externalUrl = z.url({ protocol: /^https$/ });

/** How an action looks: a filled button, an outlined button, or an underlined link. */
export const actionVariant = z.enum(['primary', 'secondary', 'plain']);

const labelled = { label: nonEmpty, variant: actionVariant.optional() };

const hrefKinds = [
  z.object({ kind: z.literal('route'), ...labelled, href: linkPath }),
  z.object({ kind: z.literal('page'), ...labelled, href: z.union([linkPath, externalUrl]) }),
  z.object({ kind: z.literal('newTab'), ...labelled, href: z.union([linkPath, externalUrl]) }),
] as const;

/** The kinds with an address (`route`, `page`, `newTab`): the chrome's and the cards' links. */
export const hrefLink = z.discriminatedUnion('kind', [...hrefKinds]);

/**
 * A link or call to action, named by how it opens; `ui/ActionLink` renders every kind.
 * - `route`: a page of this site, in the router.
 * - `page`: a full page load in this tab: a server path of this site (a redirect such
 *   as `/otc-products`) or another site.
 * - `newTab`: a new tab, with `rel="noopener noreferrer"`: a portal path or another site.
 * - `tel`: a call to `phone`, shown as its label; `mailto`: an e-mail to `address`.
 * - `phones`: a call to any of the four pharmacies, for a service every location offers.
 */
export const linkAction = z.discriminatedUnion('kind', [
  ...hrefKinds,
  z.object({ kind: z.literal('tel'), ...labelled, phone: phoneNumber }),
  z.object({ kind: z.literal('mailto'), ...labelled, address: z.email() }),
  z.object({ kind: z.literal('phones'), ...labelled }),
]);

export type ActionVariant = z.infer<typeof actionVariant>;
export type LinkAction = z.infer<typeof linkAction>;
export type HrefLink = z.infer<typeof hrefLink>;
