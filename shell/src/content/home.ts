import { locations, site } from 'shared-content';
import type { HomeContent } from './home.schema';

/** "Linden, Parlin and Browns Mills": the towns of the four pharmacies, in order. */
const towns = [...new Set(locations.map((location) => location.address.city))];
const townList = `${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}`;

/**
 * Every text of the home page (spec section 2, "Home"). The hero images are the
 * project's own SVG illustrations in `shell/public/images`; timers are in `timers`.
 */
export const home: HomeContent = {
  page: {
    title: `Community Pharmacies in ${site.state}`,
    description: `Family-owned community pharmacies in ${townList}, ${site.stateCode}, since ${site.since}: quick refills, free transfers, free delivery and walk-in vaccinations.`,
    lead: `Family-owned community pharmacies serving ${site.state} since ${site.since}.`,
  },
  hero: {
    label: 'Highlights',
    pauseLabel: 'slideshow',
    imageWidth: 1200,
    imageHeight: 480,
    slides: [
      {
        id: 'pharmacy-counter',
        src: '/images/pharmacy-counter.svg',
        alt: 'A pharmacist at the pharmacy counter hands a prescription bag to a smiling patient, with shelves of medicines behind her.',
        caption: 'Most prescriptions are ready in 15-30 minutes.',
      },
      {
        id: 'delivery-van',
        src: '/images/delivery-van.svg',
        alt: 'A pharmacy delivery van is parked outside a house while the driver carries a medicine package up to the front door.',
        caption: 'Free local delivery, plus curbside and in-store pickup.',
      },
      {
        id: 'vaccination',
        src: '/images/vaccination.svg',
        alt: 'A pharmacist gives a vaccination in the upper arm of a patient seated in a quiet consultation room.',
        caption: 'Walk-in vaccinations at our pharmacies.',
      },
    ],
  },
  about: {
    title: 'About Us',
    paragraphs: [
      `${site.groupName} is a family-owned group of community pharmacies, caring for patients, caregivers and pet owners in ${site.state} since ${site.since}.`,
      `Our ${locations.length} pharmacies in ${townList} offer refills, transfers, medication synchronization, health consultations, walk-in vaccinations and free delivery.`,
    ],
    link: { label: 'Learn More About Us', href: '/about', kind: 'route' },
  },
  services: {
    title: 'Our Services',
    cards: [
      {
        id: 'quick-refills',
        title: 'Quick Refills',
        description:
          'Request a refill online or by phone. Most prescriptions are ready in 15-30 minutes.',
        link: { label: 'How refills work', href: '/services/refills', kind: 'route' },
      },
      {
        id: 'easy-transfers',
        title: 'Easy Transfers',
        description:
          'Move your prescriptions to us free of charge. Transfers are usually done within 24 hours.',
        link: { label: 'How transfers work', href: '/services/transfers', kind: 'route' },
      },
      {
        id: 'live-support',
        title: 'Live Support',
        description: 'Chat with our team or talk to a pharmacist about your medications.',
        link: { label: 'Contact our team', href: '/contact', kind: 'route' },
      },
      {
        id: 'delivery-service',
        title: 'Delivery Service',
        description: 'Free local delivery to your home, plus curbside and in-store pickup.',
        link: { label: 'Ask about delivery', href: '/contact', kind: 'route' },
      },
      {
        id: 'vaccination-hub',
        title: 'Vaccination Hub',
        description: 'Walk in for your vaccinations, or book a time that suits you online.',
        link: { label: 'Book a vaccination', href: '/api/vaccine', kind: 'newTab' },
      },
      {
        id: 'over-the-counter',
        title: 'Over The Counter',
        description: 'Shop everyday health products from our over-the-counter store.',
        link: { label: 'Shop OTC products', href: '/otc-store', kind: 'page' },
      },
    ],
  },
  banner: {
    title: 'Access Prescription Management 24/7',
    text: 'Manage your prescriptions online at any hour in our secure pharmacy portal.',
    link: { label: 'Create Account or Login', href: '/pharmacy-login', kind: 'newTab' },
  },
  awards: {
    title: 'Award-Winning Care',
    pauseLabel: 'award messages',
    messages: [
      'Top customer-satisfaction ranking 8 years in a row.',
      'Top customer-satisfaction ranking in 13 of the last 15 years.',
      'Rated 5 out of 5 by our patients on Facebook and Google.',
      `Caring for ${site.state} families since ${site.since}.`,
    ],
    stats: [
      {
        id: 'jd-power',
        value: 'J.D. Power',
        label: 'Top customer-satisfaction ranking, 8 years in a row',
      },
      { id: 'facebook', value: '5/5', spokenValue: '5 out of 5', label: 'Facebook rating' },
      { id: 'google', value: '5/5', spokenValue: '5 out of 5', label: 'Google rating' },
      { id: 'years', value: '13+', label: `Years of service, since ${site.since}` },
      {
        id: 'locations',
        value: String(locations.length),
        label: `Pharmacy locations in ${site.state}`,
      },
    ],
  },
};
