import { externalUrls } from '../config';

/**
 * A link of the site's chrome. `kind` says how it opens: `route` in the router,
 * `page` as a full page load on this site (redirect paths), `newTab` in a new tab,
 * `external` to another site in the same tab.
 */
export interface NavLinkItem {
  label: string;
  href: string;
  kind: 'route' | 'page' | 'newTab' | 'external';
}

export const headerLinks: readonly NavLinkItem[] = [
  { label: 'Home', href: '/', kind: 'route' },
  { label: 'Locations', href: externalUrls.providerLocations, kind: 'external' },
  { label: 'Refill Rx', href: '/api/refill', kind: 'newTab' },
  { label: 'Transfer Rx', href: '/api/transfer', kind: 'newTab' },
  { label: 'Vaccination', href: '/api/vaccine', kind: 'newTab' },
  { label: 'Shop OTC', href: '/otc-products', kind: 'page' },
];

/** The header's rotating word cycles through these: "Your Family pharmacy". */
export const rotatingWords = ['Family', 'Specialty', 'Parlin', 'Outpatient'] as const;

export interface FooterGroup {
  title: string;
  links: readonly NavLinkItem[];
}

export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Services',
    links: [
      { label: 'Prescription Refills', href: '/services/refills', kind: 'route' },
      { label: 'Prescription Transfers', href: '/services/transfers', kind: 'route' },
      { label: 'Medication Synchronization', href: '/services/sync', kind: 'route' },
      { label: 'Health Consultations', href: '/services/consultations', kind: 'route' },
    ],
  },
  {
    title: 'Pharmacies',
    links: [
      { label: 'Our Locations', href: '/locations', kind: 'route' },
      { label: 'Contact Us', href: '/contact', kind: 'route' },
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
    ],
  },
];

export const brand = {
  tagline: 'Better Care. Better Health.',
  /** Text around the header's rotating word. */
  rotatingPrefix: 'Your',
  rotatingSuffix: 'Pharmacy',
  pharmaciesMenuLabel: 'Our Pharmacies',
} as const;
