import { site } from 'shared-content';
import { additionalFeatures, feature, getStartedTarget, mainFeatures } from './features.facts';
import type { FeaturesPageText } from './features.schema';

/**
 * The /features page; its ids and link targets are in `features.facts.ts` ("Get Started"
 * opens the refill portal in a new tab, the vaccination card the header's portal path).
 */
export const featuresPage: FeaturesPageText = {
  title: 'Features',
  description: `Manage prescriptions online with ${site.groupName}: quick refills, easy transfers, live support, secure and private access, 24 hours a day.`,
  heading: 'Pharmacy Features',
  lead: 'Everything you need to manage your prescriptions and your family’s health, in the pharmacy and online.',
  mainTitle: 'What You Can Do',
  main: [
    feature(mainFeatures.prescriptions, {
      title: 'Prescription Management',
      description:
        'Keep track of your prescriptions and refills in one place, online or with our pharmacists.',
    }),
    feature(
      mainFeatures.refills,
      {
        title: 'Quick Refills',
        description:
          'Request a refill in a few clicks. Most prescriptions are ready in 15-30 minutes, for pickup or free local delivery.',
      },
      'How refills work',
    ),
    feature(
      mainFeatures.transfers,
      {
        title: 'Easy Transfers',
        description:
          'Move your prescriptions from another pharmacy for free. We contact them for you, and most transfers are done within 24 hours.',
      },
      'How transfers work',
    ),
    feature(
      mainFeatures.support,
      {
        title: 'Live Support',
        description:
          'Talk to our pharmacy team by phone or live chat about your medications, your insurance or your order.',
      },
      'Contact us',
    ),
    feature(
      mainFeatures.privacy,
      {
        title: 'Secure and Private',
        description:
          'Your health information is protected under HIPAA and shared only as our privacy notice describes.',
      },
      'Our HIPAA notice',
    ),
    feature(mainFeatures.anyHour, {
      title: '24/7 Access',
      description:
        'Request refills and check your prescriptions online at any hour, even when the pharmacy is closed.',
    }),
  ],
  additionalTitle: 'More Ways We Help',
  additional: [
    feature(
      additionalFeatures.sync,
      {
        title: 'Medication Synchronization',
        description:
          'Pick up all your maintenance medications on one day each month instead of several trips.',
      },
      'About medication sync',
    ),
    feature(
      additionalFeatures.vaccinations,
      {
        title: 'Walk-in Vaccinations',
        description: 'Walk in for your vaccinations at our pharmacies, or schedule a visit online.',
      },
      'Schedule a vaccine',
    ),
    feature(additionalFeatures.delivery, {
      title: 'Free Delivery and Pickup',
      description: 'Free local delivery to your home, curbside pickup, or pickup in the store.',
    }),
    feature(
      additionalFeatures.consultations,
      {
        title: 'Health Consultations',
        description:
          'Private consultations with a pharmacist about your medications and your health.',
      },
      'About consultations',
    ),
  ],
  getStarted: {
    title: 'Ready to Get Started?',
    text: 'Create your account or log in to the prescription portal to request your first refill.',
    link: { ...getStartedTarget, label: 'Get Started' },
  },
};
