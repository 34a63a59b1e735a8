import { lazy } from 'react';
import type { PageComponents } from 'shared-content/ui';
import { servicePages } from '../content/pages';

// One chunk per kind of page, so a visitor to the hours does not download the legal
// documents (or the FAQ); the server's HTML shows the page while its chunk loads.
const ContentRoute = lazy(() => import('./ContentRoute'));
const LegalRoute = lazy(() => import('./LegalRoute'));
const Faq = lazy(() => import('./Faq'));
const Hours = lazy(() => import('./Hours'));

export { servicePages as declaration };

/** The component of each page of the Services, support and legal team. */
export const pages = {
  '/services/refills': ContentRoute,
  '/services/transfers': ContentRoute,
  '/services/consultations': ContentRoute,
  '/services/medication-sync': ContentRoute,
  '/support/faq': Faq,
  '/support/hours': Hours,
  '/support/insurance': ContentRoute,
  '/legal/privacy': LegalRoute,
  '/legal/terms': LegalRoute,
  '/legal/hipaa': LegalRoute,
  '/legal/accessibility': LegalRoute,
  '/legal/nondiscrimination': LegalRoute,
} satisfies PageComponents<typeof servicePages>;
