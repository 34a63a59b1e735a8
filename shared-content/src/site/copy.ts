/**
 * Site-wide copy that is not a link: the footer's own words and the panel a visitor
 * sees when a section of the site fails to load (`shell/src/federation`). Shipped by
 * the shell with the other site-wide facts.
 */

export const footerText = {
  /** Heading of the footer's list of the four pharmacies' phones. */
  callHeading: 'Call us',
  /** After the tagline, the year and the group name. */
  rights: 'All rights reserved.',
} as const;

/** The failure panel: what happened, a Retry, and the numbers to call. */
export const sectionUnavailableText = {
  title: 'Page temporarily unavailable',
  heading: 'This page is not available right now',
  description:
    'This part of the site could not be loaded. Try again, or call one of our pharmacies.',
  /** The section failed to load or crashed. */
  failed:
    'This part of our site could not be loaded. The rest of the site still works. Please try again in a moment.',
  /** The section is still on its way, much later than usual. */
  slow: 'This part of our site is taking much longer than usual to load. It will appear here by itself as soon as it arrives, so you can keep waiting, or try again.',
  retry: 'Retry',
  retrying: 'Retrying…',
  callHelp: 'If you need help now, call any of our pharmacies:',
} as const;

/** Texts around the owner's notices: the alert area and a location's changed hours. */
export const noticesText = {
  /** Accessible name of the site-wide alert area. */
  alertsLabel: 'Notices',
  /** Heading of the list of days whose hours differ, under a location's weekly hours. */
  changesHeading: 'Changed hours coming up',
} as const;

/** Texts of parts that need the page's script: forms, filters, carousels' controls. */
export const scriptNeededText = {
  /** Read by screen readers on a submit button the page's script has not taken over yet. */
  loading: 'Loading…',
  /** In place of a part whose script could not be loaded (its content stays). */
  failed:
    "This part of the page needs its script, which didn't load. What you see is up to date; try again, or call us.",
  /** In place of a part whose script loaded but stopped with an error (its content stays). */
  broke:
    'This part of the page stopped working. What you see is the page as we sent it; try again, or call us.',
  retry: 'Retry',
  retrying: 'Retrying…',
} as const;

/** Free language assistance, said where patients look (`LanguageHelp` in the UI kit). */
export const languageHelpText = {
  /** The number is the Section 1557 notice's (`languageAssistance.phone`, config.ts). */
  line: 'Free language assistance: call {phone}.',
  /** Shown only once the owner confirms it (`languageAssistance.staffSpeakSpanish`). */
  staffSpeakSpanish: 'Our staff speak Spanish.',
} as const;
