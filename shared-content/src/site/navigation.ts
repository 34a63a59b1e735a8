import type { HrefLink } from '../schemas/common';
import { externalUrls } from './config';

/** A link of the site's chrome: an `hrefLink` of `schemas/common`. */
type NavLinkItem = HrefLink;

export const headerLinks: readonly NavLinkItem[] = [
  { label: 'Home', href: '/', kind: 'route' },
  { label: 'Locations', href: externalUrls.providerLocations, kind: 'page' },
  { label: 'Refill Rx', href: '/api/refill', kind: 'newTab' },
  { label: 'Transfer Rx', href: '/api/transfer', kind: 'newTab' },
  { label: 'Vaccination', href: '/api/vaccine', kind: 'newTab' },
  { label: 'Shop OTC', href: '/otc-products', kind: 'page' },
];

/** The header's rotating word cycles through these: "Your Family pharmacy". */
export const rotatingWords = ['Family', 'Specialty', 'Parlin', 'Outpatient'] as const;

interface FooterGroup {
  title: string;
  links: readonly NavLinkItem[];
}

/**
 * The footer: the site's required links (checked by `tests/e2e/chrome.spec.ts`), plus
 * every other page of the site, so each page is within two clicks of the home page.
 */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Services',
    links: [
      { label: 'Prescription Refills', href: '/services/refills', kind: 'route' },
      { label: 'Prescription Transfers', href: '/services/transfers', kind: 'route' },
      { label: 'Medication Synchronization', href: '/services/sync', kind: 'route' },
      { label: 'Health Consultations', href: '/services/consultations', kind: 'route' },
      { label: 'MedPack Pill Packs', href: '/medpack', kind: 'route' },
      { label: 'Pet Medications', href: '/pet-medications', kind: 'route' },
      { label: 'Compare Prices', href: '/best-prices', kind: 'route' },
      { label: 'Online Features', href: '/features', kind: 'route' },
    ],
  },
  {
    title: 'Pharmacies',
    links: [
      { label: 'Our Locations', href: '/locations', kind: 'route' },
      { label: 'Contact Us', href: '/contact', kind: 'route' },
      { label: 'Find the Nearest', href: '/locations/map', kind: 'route' },
    ],
  },
  {
    title: 'About Us',
    links: [
      { label: 'Our Story', href: '/about', kind: 'route' },
      { label: 'Patient Reviews', href: '/testimonials', kind: 'route' },
      { label: 'Our Partners', href: '/partners', kind: 'route' },
      { label: 'Health Blog', href: '/blog', kind: 'route' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', href: '/support/faq', kind: 'route' },
      { label: 'Store Hours', href: '/support/hours', kind: 'route' },
      { label: 'Insurance', href: '/support/insurance', kind: 'route' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/legal/privacy', kind: 'route' },
      { label: 'Terms of Service', href: '/legal/terms', kind: 'route' },
      { label: 'HIPAA Notice', href: '/legal/hipaa', kind: 'route' },
      { label: 'Accessibility', href: '/legal/accessibility', kind: 'route' },
      {
        label: 'Nondiscrimination & Language Help',
        href: '/legal/nondiscrimination',
        kind: 'route',
      },
    ],
  },
];

/**
 * The phone's quick actions under the header: call one of the pharmacies, refill
 * online (new tab), find a pharmacy.
 */
export const quickActions = {
  label: 'Quick actions',
  call: 'Call',
  /** Names the list of pharmacies the Call button opens. */
  callChooser: 'Which pharmacy to call',
  refill: { kind: 'newTab', label: 'Refill', href: externalUrls.refillPortal },
  findUs: { kind: 'route', label: 'Find us', href: '/locations' },
  menu: 'Menu',
} as const;

export const brand = {
  tagline: 'Better Care. Better Health.',
  /** Text around the header's rotating word. */
  rotatingPrefix: 'Your',
  rotatingSuffix: 'Pharmacy',
  pharmaciesMenuLabel: 'Our Pharmacies',
} as const;
