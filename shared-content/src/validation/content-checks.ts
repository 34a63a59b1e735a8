/**
 * Every content export with the schema it must satisfy, grouped by the file it lives
 * in. `pnpm validate:content` (first step of `pnpm build` and `pnpm dev`) runs these.
 * A new content file adds its exports here.
 */
import { z } from 'zod';
import { aboutPage } from '../content/about';
import { blogPage, blogPosts } from '../content/blog';
import { contactPage } from '../content/contact';
import { faqPage } from '../content/faq';
import { featuresPage } from '../content/features';
import { home } from '../content/home';
import { legalDocuments } from '../content/legal';
import { locationDetails, locationsUi } from '../content/location-details';
import { alternateReadings, locations } from '../content/locations';
import { medpackHowItWorks, medpackPage } from '../content/medpack';
import {
  financialPartners,
  localPartners,
  nationalPartners,
  partners,
  partnersPageText,
} from '../content/partners';
import { petMedicationsPage } from '../content/pets';
import { bestPricesPage } from '../content/prices';
import { reviews, reviewsPageText } from '../content/reviews';
import {
  consultationsPage,
  consultationTypes,
  medicationSyncPage,
  refillsPage,
  scheduledConsultationHours,
  transfersPage,
  walkInConsultationHours,
} from '../content/services';
import { hoursPage, insurancePage } from '../content/support';
import { homeWidgetText, testimonials } from '../content/testimonials';
import * as about from '../schemas/about';
import * as blog from '../schemas/blog';
import { openingHours } from '../schemas/common';
import * as contact from '../schemas/contact';
import * as faq from '../schemas/faq';
import * as features from '../schemas/features';
import * as homeSchemas from '../schemas/home';
import * as legal from '../schemas/legal';
import * as details from '../schemas/location-details';
import { location, locationId, postalAddress } from '../schemas/locations';
import * as medpack from '../schemas/medpack';
import * as partnerSchemas from '../schemas/partners';
import * as pets from '../schemas/pets';
import * as prices from '../schemas/prices';
import * as reviewSchemas from '../schemas/reviews';
import * as services from '../schemas/services';
import * as support from '../schemas/support';
import * as testimonialSchemas from '../schemas/testimonials';

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
