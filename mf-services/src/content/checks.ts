/** This section's content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { openingHours } from 'shared-content/schemas';
import { checksIn } from 'shared-content/validation';
import { z } from 'zod';
import { faqPage } from './faq';
import * as faq from './faq.schema';
import { legalDocuments } from './legal';
import * as legal from './legal.schema';
import {
  consultationsPage,
  consultationTypes,
  medicationSyncPage,
  refillsPage,
  scheduledConsultationHours,
  transfersPage,
  walkInConsultationHours,
} from './services';
import * as services from './services.schema';
import { hoursPage, insurancePage } from './support';
import * as support from './support.schema';

const check = checksIn('mf-services/src/content');

export const contentChecks = [
  check('faq', 'faqPage', faqPage, faq.faqPage),
  check('legal', 'legalDocuments', legalDocuments, legal.legalDocuments),
  check('services', 'refillsPage', refillsPage, services.contentPage),
  check('services', 'transfersPage', transfersPage, services.contentPage),
  check('services', 'consultationsPage', consultationsPage, services.contentPage),
  check('services', 'medicationSyncPage', medicationSyncPage, services.contentPage),
  check('services', 'consultationTypes', consultationTypes, z.array(services.offer)),
  check('services', 'walkInConsultationHours', walkInConsultationHours, openingHours),
  check('services', 'scheduledConsultationHours', scheduledConsultationHours, openingHours),
  check('support', 'hoursPage', hoursPage, support.hoursPage),
  check('support', 'insurancePage', insurancePage, support.insurancePage),
];
