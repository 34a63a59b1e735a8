/**
 * Every content export with the schema it must satisfy, grouped by the file it lives
 * in. `pnpm validate:content` (first step of `pnpm build` and `pnpm dev`) runs these.
 * A new content file adds its exports here.
 */
import { z } from 'zod';
import { locationDetails, locationsUi } from '../content/locations/location-details';
import * as details from '../content/locations/location-details.schema';
import { medpackHowItWorks, medpackPage } from '../content/medpack/medpack';
import * as medpack from '../content/medpack/medpack.schema';
import { petMedicationsPage } from '../content/medpack/pets';
import * as pets from '../content/medpack/pets.schema';
import { bestPricesPage } from '../content/medpack/prices';
import * as prices from '../content/medpack/prices.schema';
import {
  financialPartners,
  localPartners,
  nationalPartners,
  partners,
  partnersPageText,
} from '../content/reviews/partners';
import * as partnerSchemas from '../content/reviews/partners.schema';
import { reviews, reviewsPageText } from '../content/reviews/reviews';
import * as reviewSchemas from '../content/reviews/reviews.schema';
import { homeWidgetText, testimonials } from '../content/reviews/testimonials';
import * as testimonialSchemas from '../content/reviews/testimonials.schema';
import { faqPage } from '../content/services/faq';
import * as faq from '../content/services/faq.schema';
import { legalDocuments } from '../content/services/legal';
import * as legal from '../content/services/legal.schema';
import {
  consultationsPage,
  consultationTypes,
  medicationSyncPage,
  refillsPage,
  scheduledConsultationHours,
  transfersPage,
  walkInConsultationHours,
} from '../content/services/services';
import * as services from '../content/services/services.schema';
import { hoursPage, insurancePage } from '../content/services/support';
import * as support from '../content/services/support.schema';
import { aboutPage } from '../content/shell/about';
import * as about from '../content/shell/about.schema';
import { blogPage, blogPosts } from '../content/shell/blog';
import * as blog from '../content/shell/blog.schema';
import { contactPage } from '../content/shell/contact';
import * as contact from '../content/shell/contact.schema';
import { featuresPage } from '../content/shell/features';
import * as features from '../content/shell/features.schema';
import { home } from '../content/shell/home';
import * as homeSchemas from '../content/shell/home.schema';
import { openingHours } from '../schemas/common';
import { location, locationId, postalAddress } from '../schemas/locations';
import { alternateReadings, locations } from '../site/locations';

export interface ContentCheck {
  /** The content file, as `content/<name>` under shared-content/src. */
  file: string;
  /** The exported value checked. */
  name: string;
  data: unknown;
  schema: z.ZodType;
}

const check = (file: string, name: string, data: unknown, schema: z.ZodType): ContentCheck => ({
  file: `content/${file}`,
  name,
  data,
  schema,
});

export const contentChecks: readonly ContentCheck[] = [
  check('about', 'aboutPage', aboutPage, about.aboutPage),
  check('blog', 'blogPosts', blogPosts, blog.blogPosts),
  check('blog', 'blogPage', blogPage, blog.blogPage),
  check('contact', 'contactPage', contactPage, contact.contactPage),
  check('faq', 'faqPage', faqPage, faq.faqPage),
  check('features', 'featuresPage', featuresPage, features.featuresPage),
  check('home', 'home', home, homeSchemas.homeContent),
  check('legal', 'legalDocuments', legalDocuments, legal.legalDocuments),
  check('location-details', 'locationDetails', locationDetails, details.locationDetails),
  check('location-details', 'locationsUi', locationsUi, details.locationsUi),
  check('locations', 'locations', locations, z.array(location)),
  check(
    'locations',
    'alternateReadings',
    alternateReadings,
    z.object({
      detailPageHours: z.record(locationId, openingHours),
      specialtySomePages: openingHours,
      outpatientLakehurstAddress: postalAddress,
    }),
  ),
  check('medpack', 'medpackPage', medpackPage, medpack.medpackPage),
  check('medpack', 'medpackHowItWorks', medpackHowItWorks, medpack.medpackHowItWorks),
  check('partners', 'partners', partners, z.array(partnerSchemas.partner)),
  check('partners', 'nationalPartners', nationalPartners, z.array(partnerSchemas.nationalPartner)),
  check('partners', 'localPartners', localPartners, z.array(partnerSchemas.localPartner)),
  check(
    'partners',
    'financialPartners',
    financialPartners,
    z.array(partnerSchemas.financialPartner),
  ),
  check('partners', 'partnersPageText', partnersPageText, partnerSchemas.partnersPageText),
  check('pets', 'petMedicationsPage', petMedicationsPage, pets.petMedicationsPage),
  check('prices', 'bestPricesPage', bestPricesPage, prices.bestPricesPage),
  check('reviews', 'reviews', reviews, z.array(reviewSchemas.review)),
  check('reviews', 'reviewsPageText', reviewsPageText, reviewSchemas.reviewsPageText),
  check('services', 'refillsPage', refillsPage, services.contentPage),
  check('services', 'transfersPage', transfersPage, services.contentPage),
  check('services', 'consultationsPage', consultationsPage, services.contentPage),
  check('services', 'medicationSyncPage', medicationSyncPage, services.contentPage),
  check('services', 'consultationTypes', consultationTypes, z.array(services.offer)),
  check('services', 'walkInConsultationHours', walkInConsultationHours, openingHours),
  check('services', 'scheduledConsultationHours', scheduledConsultationHours, openingHours),
  check('support', 'hoursPage', hoursPage, support.hoursPage),
  check('support', 'insurancePage', insurancePage, support.insurancePage),
  check('testimonials', 'testimonials', testimonials, z.array(testimonialSchemas.testimonial)),
  check('testimonials', 'homeWidgetText', homeWidgetText, testimonialSchemas.homeWidgetText),
];
