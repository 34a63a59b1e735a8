import { externalUrls, site } from 'shared-content';
import type { FeaturesPageText } from './features.schema';

/**
 * The /features page. "Get Started" opens the refill portal in a new tab; the
 * vaccination card opens the same portal path as the header.
 */
export const featuresPage: FeaturesPageText = {
  title: 'Features',
  description: `Manage prescriptions online with ${site.groupName}: quick refills, easy transfers, live support, secure and private access, 24 hours a day.`,
  heading: 'Pharmacy Features',
  lead: 'Everything you need to manage your prescriptions and your family’s health, in the pharmacy and online.',
  mainTitle: 'What You Can Do',
  main: [
    {
      id: 'prescription-management',
      title: 'Prescription Management',
      description:
        'Keep track of your prescriptions and refills in one place, online or with our pharmacists.',
    },
    {
      id: 'quick-refills',
      title: 'Quick Refills',
      description:
        'Request a refill in a few clicks. Most prescriptions are ready in 15-30 minutes, for pickup or free local delivery.',
      link: { label: 'How refills work', href: '/services/refills', kind: 'route' },
    },
    {
      id: 'easy-transfers',
      title: 'Easy Transfers',
      description:
        'Move your prescriptions from another pharmacy for free. We contact them for you, and most transfers are done within 24 hours.',
      link: { label: 'How transfers work', href: '/services/transfers', kind: 'route' },
    },
    {
      id: 'live-support',
      title: 'Live Support',
      description:
        'Talk to our pharmacy team by phone or live chat about your medications, your insurance or your order.',
      link: { label: 'Contact us', href: '/contact', kind: 'route' },
    },
    {
      id: 'secure-private',
      title: 'Secure and Private',
      description:
        'Your health information is protected under HIPAA and shared only as our privacy notice describes.',
      link: { label: 'Our HIPAA notice', href: '/legal/hipaa', kind: 'route' },
    },
    {
      id: 'always-available',
      title: '24/7 Access',
      description:
        'Request refills and check your prescriptions online at any hour, even when the pharmacy is closed.',
    },
  ],
  additionalTitle: 'More Ways We Help',
  additional: [
    {
      id: 'medication-sync',
      title: 'Medication Synchronization',
      description:
        'Pick up all your maintenance medications on one day each month instead of several trips.',
      link: { label: 'About medication sync', href: '/services/medication-sync', kind: 'route' },
    },
    {
      id: 'vaccinations',
      title: 'Walk-in Vaccinations',
      description: 'Walk in for your vaccinations at our pharmacies, or schedule a visit online.',
      link: { label: 'Schedule a vaccine', href: '/api/vaccine', kind: 'newTab' },
    },
    {
      id: 'delivery-pickup',
      title: 'Free Delivery and Pickup',
      description: 'Free local delivery to your home, curbside pickup, or pickup in the store.',
    },
    {
      id: 'consultations',
      title: 'Health Consultations',
      description:
        'Private consultations with a pharmacist about your medications and your health.',
      link: { label: 'About consultations', href: '/services/consultations', kind: 'route' },
    },
  ],
  getStarted: {
    title: 'Ready to Get Started?',
    text: 'Create your account or log in to the prescription portal to request your first refill.',
    link: { kind: 'newTab', label: 'Get Started', href: externalUrls.refillPortal },
  },
};
