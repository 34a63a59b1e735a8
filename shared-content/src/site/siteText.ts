import type { LocationId } from '../schemas/locations';
import type { LocationTexts, SiteText, StaffTexts } from '../schemas/siteText';
import { site } from './config';
import {
  footerText,
  languageHelpText,
  noticesText,
  scriptNeededText,
  sectionUnavailableText,
} from './copy';
import { locations } from './locations';
import { brand, footerGroups, headerLinks, quickActions, rotatingWords } from './navigation';
import { staff } from './staff';

/**
 * Every text of the site's chrome and UI kit in English, in one object read through
 * `useSiteText()` (`siteTextContext.ts`); its Spanish twin is `siteText.es.ts`, loaded by
 * Spanish pages only. The texts stay where they were written (`copy.ts`, `navigation.ts`,
 * `locations.ts`, `staff.ts`): this object gathers them.
 */
export const siteText: SiteText = {
  brand: {
    tagline: brand.tagline,
    rotating: `${brand.rotatingPrefix} {word} ${brand.rotatingSuffix}`,
    rotatingWords: [...rotatingWords],
    rotatingPause: 'Pause rotating pharmacy name',
    rotatingPlay: 'Play rotating pharmacy name',
    pharmaciesMenuLabel: brand.pharmaciesMenuLabel,
  },
  header: { mainNavLabel: 'Main', menu: quickActions.menu, links: [...headerLinks] },
  footer: {
    ...footerText,
    groups: footerGroups.map((group) => ({ title: group.title, links: [...group.links] })),
  },
  quickActions: {
    label: quickActions.label,
    call: quickActions.call,
    callChooser: quickActions.callChooser,
    refill: quickActions.refill,
    findUs: quickActions.findUs,
  },
  skipLink: 'Skip to main content',
  languageSwitch: { label: 'Español' },
  // Shown on English pages to a visitor whose browser prefers Spanish: in Spanish.
  languageNotice: {
    question: '¿Prefiere leer esta página en español?',
    link: 'Ver en español',
    dismiss: 'Cerrar',
  },
  sectionUnavailable: { ...sectionUnavailableText },
  notices: { ...noticesText },
  languageHelp: { ...languageHelpText },
  stateName: site.state,
  scriptNeeded: { ...scriptNeededText },
  toast: { regionLabel: 'Notification', dismiss: 'Dismiss notification' },
  ui: {
    opensInNewTab: 'opens in a new tab',
    imageUnavailable: 'Image unavailable',
    callAt: 'Call {name} at {phone}',
    stars: '{rating} out of {max} stars',
    pause: 'Pause',
    play: 'Play',
    previous: 'Previous',
    next: 'Next',
    previousNamed: 'Previous {noun}',
    nextNamed: 'Next {noun}',
    slideshow: 'slideshow',
    carouselRole: 'carousel',
    slide: 'slide',
    slideOf: '{n} of {count}',
    showSlide: 'Show {noun} {n}',
    // Shown only on pages in another language than the quotations' (see QuotedInEnglish).
    quotedInEnglish: 'Reviews published in English.',
  },
};

/**
 * The English texts of the site-wide facts (the pharmacies' services and features, the
 * staff's roles and bios), in the shape of the Spanish `locationTexts` and `staffTexts`:
 * what the content check holds the Spanish against. Pages read the facts themselves.
 */
export const factTexts = () => ({
  locationTexts: Object.fromEntries(
    locations.map(({ id, services, features }) => [id, { services, features }]),
  ) as Record<LocationId, LocationTexts>,
  staffTexts: Object.fromEntries(
    staff.map(({ name, role, bio }) => [name, { role, bio } satisfies StaffTexts]),
  ),
});
