import { defineSection } from 'ui-kit/section';
import { sectionTexts } from './texts';

// One component and one set of texts per kind of page (the services pages and the
// insurance page are content blocks, the legal pages documents), so the hours page does
// not download the legal documents; each `content/texts/<kind>.ts` re-exports the
// texts that kind of page reads, and nothing else.
const content = () => import('./pages/ContentRoute');
const legal = () => import('./pages/LegalRoute');

/** The pages of mf-services: services, support and legal, each linked from the footer. */
export const section = defineSection({
  ...sectionTexts,
  pages: {
    '/services/refills': { component: content, texts: 'content', linkedFrom: { page: '/' } },
    '/services/transfers': { component: content, texts: 'content', linkedFrom: { page: '/' } },
    '/services/consultations': { component: content, texts: 'content', linkedFrom: { page: '/' } },
    '/services/medication-sync': {
      component: content,
      texts: 'content',
      linkedFrom: { page: '/' },
    },
    '/support/faq': {
      component: () => import('./pages/Faq'),
      texts: 'faq',
      linkedFrom: { page: '/' },
    },
    '/support/hours': {
      component: () => import('./pages/Hours'),
      texts: 'hours',
      linkedFrom: { page: '/' },
    },
    '/support/insurance': { component: content, texts: 'content', linkedFrom: { page: '/' } },
    '/legal/privacy': { component: legal, texts: 'legal', linkedFrom: { page: '/' } },
    '/legal/terms': { component: legal, texts: 'legal', linkedFrom: { page: '/' } },
    '/legal/hipaa': { component: legal, texts: 'legal', linkedFrom: { page: '/' } },
    '/legal/accessibility': { component: legal, texts: 'legal', linkedFrom: { page: '/' } },
    '/legal/nondiscrimination': { component: legal, texts: 'legal', linkedFrom: { page: '/' } },
  },
  // The footer links to /services/sync.
  aliases: { '/services/sync': '/services/medication-sync' },
});
