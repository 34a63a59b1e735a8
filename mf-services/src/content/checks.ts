/** This section's content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { openingHours } from 'shared-content/schemas';
import { checksIn } from 'shared-content/validation';
import { z } from 'zod';
import { faqPage } from './faq';
import { faqPage as faqPageEs } from './faq.es';
import * as faq from './faq.schema';
import { sectionLabels } from './labels';
import { sectionLabels as sectionLabelsEs } from './labels.es';
import * as labels from './labels.schema';
import { legalDocuments } from './legal';
import { legalDocuments as legalDocumentsEs } from './legal.es';
import { legalAdditionsReview, legalTranslationReview } from './legal.review';
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
import {
  consultationsPage as consultationsPageEs,
  consultationTypes as consultationTypesEs,
  medicationSyncPage as medicationSyncPageEs,
  refillsPage as refillsPageEs,
  transfersPage as transfersPageEs,
} from './services.es';
import * as services from './services.schema';
import { hoursPage, insurancePage } from './support';
import { hoursPage as hoursPageEs, insurancePage as insurancePageEs } from './support.es';
import * as support from './support.schema';

const check = checksIn('mf-services/src/content');

export const contentChecks = [
  check('faq', 'faqPage', faqPage, faq.faqPage, faqPageEs),
  check('labels', 'sectionLabels', sectionLabels, labels.sectionLabels, sectionLabelsEs),
  check('legal', 'legalDocuments', legalDocuments, legal.legalDocuments, legalDocumentsEs),
  check('services', 'refillsPage', refillsPage, services.contentPage, refillsPageEs),
  check('services', 'transfersPage', transfersPage, services.contentPage, transfersPageEs),
  check(
    'services',
    'consultationsPage',
    consultationsPage,
    services.contentPage,
    consultationsPageEs,
  ),
  check(
    'services',
    'medicationSyncPage',
    medicationSyncPage,
    services.contentPage,
    medicationSyncPageEs,
  ),
  check(
    'services',
    'consultationTypes',
    consultationTypes,
    z.array(services.offer),
    consultationTypesEs,
  ),
  check('services', 'walkInConsultationHours', walkInConsultationHours, openingHours),
  check('services', 'scheduledConsultationHours', scheduledConsultationHours, openingHours),
  check('support', 'hoursPage', hoursPage, support.hoursPage, hoursPageEs),
  check('support', 'insurancePage', insurancePage, support.insurancePage, insurancePageEs),
];

/** The Spanish legal documents, listed by `pnpm check:go-live` until the owner has reviewed each. */
export const awaitingReview = [
  ...Object.values(legalTranslationReview),
  ...Object.values(legalAdditionsReview),
];
