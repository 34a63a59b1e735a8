import { declarePages } from 'shared-content';

/** The pages of mf-services: services, support and legal. */
export const servicePages = declarePages({
  pages: [
    '/services/refills',
    '/services/transfers',
    '/services/consultations',
    '/services/medication-sync',
    '/support/faq',
    '/support/hours',
    '/support/insurance',
    '/legal/privacy',
    '/legal/terms',
    '/legal/hipaa',
    '/legal/accessibility',
    '/legal/nondiscrimination',
  ],
  // The footer links to /services/sync.
  aliases: { '/services/sync': '/services/medication-sync' },
});
