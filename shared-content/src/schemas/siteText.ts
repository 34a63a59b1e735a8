import { z } from 'zod';
import { hrefLink, nonEmpty } from './common';
import { locationId } from './locations';

/**
 * A text with slots, `{name}` each, filled by `fillText` (`site/siteTextContext.ts`):
 * every language writes the whole sentence, in its own word order.
 */
const template = (...slots: string[]) =>
  nonEmpty.refine(
    (text) => slots.every((slot) => text.includes(`{${slot}}`)),
    `expected the slots ${slots.map((slot) => `{${slot}}`).join(', ')}`,
  );

/** The words of one pharmacy in a language: its services and features (its name, address and phone stay once). */
export const locationTexts = z.object({
  services: z.array(nonEmpty).min(1),
  features: z.array(nonEmpty).min(1),
});

/** A person's role and bio in a language (the name stays once, in `site/staff.ts`). */
export const staffTexts = z.object({ role: nonEmpty, bio: nonEmpty });

/**
 * Every text of the site's chrome and UI kit, in one language: `site/siteText.ts`
 * (English) and `site/siteText.es.ts` (Spanish), handed down by `SiteTextProvider`.
 */
export const siteTextSchema = z.object({
  brand: z.object({
    tagline: nonEmpty,
    /** "Your {word} Pharmacy": the header's rotating word in its sentence. */
    rotating: template('word'),
    /**
     * The words the slot cycles through, one per pharmacy, in this language ("Family",
     * "familiar"), so the sentence reads in one language.
     */
    rotatingWords: z.array(nonEmpty).min(2),
    rotatingPause: nonEmpty,
    rotatingPlay: nonEmpty,
    pharmaciesMenuLabel: nonEmpty,
  }),
  header: z.object({
    /** Accessible name of the main navigation. */
    mainNavLabel: nonEmpty,
    menu: nonEmpty,
    links: z.array(hrefLink).min(1),
  }),
  footer: z.object({
    callHeading: nonEmpty,
    rights: nonEmpty,
    groups: z.array(z.object({ title: nonEmpty, links: z.array(hrefLink).min(1) })).min(1),
  }),
  quickActions: z.object({
    label: nonEmpty,
    call: nonEmpty,
    callChooser: nonEmpty,
    refill: hrefLink,
    findUs: hrefLink,
  }),
  skipLink: nonEmpty,
  /** The header's link to the same page in the other language, written in that language. */
  languageSwitch: z.object({
    /** The other language's name, in that language: "Español" on English pages. */
    label: nonEmpty,
  }),
  /**
   * Offered on a page to a visitor whose browser prefers the other language, written in
   * that language (English pages show it in Spanish).
   */
  languageNotice: z.object({
    question: nonEmpty,
    link: nonEmpty,
    dismiss: nonEmpty,
  }),
  sectionUnavailable: z.object({
    title: nonEmpty,
    heading: nonEmpty,
    description: nonEmpty,
    failed: nonEmpty,
    slow: nonEmpty,
    retry: nonEmpty,
    retrying: nonEmpty,
    callHelp: nonEmpty,
  }),
  notices: z.object({ alertsLabel: nonEmpty, changesHeading: nonEmpty }),
  /**
   * Free language assistance where patients look (footer, contact page, each location):
   * "Free language assistance: call {phone}." (the Section 1557 notice's number), and the
   * sentence added once the owner confirms that staff speak Spanish.
   */
  languageHelp: z.object({ line: template('phone'), staffSpeakSpanish: nonEmpty }),
  /** The state's name in this language: "New Jersey", "Nueva Jersey". */
  stateName: nonEmpty,
  scriptNeeded: z.object({
    loading: nonEmpty,
    failed: nonEmpty,
    broke: nonEmpty,
    retry: nonEmpty,
    retrying: nonEmpty,
  }),
  toast: z.object({ regionLabel: nonEmpty, dismiss: nonEmpty }),
  /** Texts of the UI kit's parts. */
  ui: z.object({
    /** Read after a link that opens a new tab. */
    opensInNewTab: nonEmpty,
    imageUnavailable: nonEmpty,
    /** "Call Parlin Pharmacy at (732) 555-0103". */
    callAt: template('name', 'phone'),
    /** "4.9 out of 5 stars". */
    stars: template('rating', 'max'),
    pause: nonEmpty,
    play: nonEmpty,
    previous: nonEmpty,
    next: nonEmpty,
    /** The previous and next buttons' names, in the language's word order ("Diapositiva anterior"). */
    previousNamed: template('noun'),
    nextNamed: template('noun'),
    /** What a carousel's Pause stops when its page does not say: "slideshow". */
    slideshow: nonEmpty,
    /** How a screen reader calls a carousel (`aria-roledescription`). */
    carouselRole: nonEmpty,
    /** What a slide is called when its page does not say: "slide". */
    slide: nonEmpty,
    /** A slide's name: "2 of 5". */
    slideOf: template('n', 'count'),
    /** A slide-picker dot: "Show slide 3". */
    showSlide: template('noun', 'n'),
    /**
     * Said beside quotations kept in English (reviews, testimonials) on a page in another
     * language: "Reseñas publicadas en inglés."
     */
    quotedInEnglish: nonEmpty,
  }),
  /**
   * Each pharmacy's services and features in this language. Absent in English, whose
   * are the facts' own (`site/locations.ts`): the English pages' first script does not
   * carry them twice.
   */
  locationTexts: z.record(locationId, locationTexts).optional(),
  /** Each person's role and bio, by name (as in `site/staff.ts`); absent in English. */
  staffTexts: z.record(z.string(), staffTexts).optional(),
});

export type SiteText = z.infer<typeof siteTextSchema>;
export type LocationTexts = z.infer<typeof locationTexts>;
export type StaffTexts = z.infer<typeof staffTexts>;
