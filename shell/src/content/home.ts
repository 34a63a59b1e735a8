import { locations, site } from 'shared-content';
import {
  awardStats,
  heroImageSize,
  heroSlides,
  homeLinks,
  linkTo,
  serviceCards,
} from './home.facts';
import type { HomeContent } from './home.schema';

/** "Linden, Parlin and Browns Mills": the towns of the four pharmacies, in order. */
const towns = [...new Set(locations.map((location) => location.address.city))];
const townList = `${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}`;

/**
 * Every text of the home page (spec section 2, "Home"); its ids, images, link targets
 * and figures are in `home.facts.ts`, timers are in `timers`.
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
    ...heroImageSize,
    slides: [
      {
        ...heroSlides.counter,
        alt: 'A pharmacist at the pharmacy counter hands a prescription bag to a smiling patient, with shelves of medicines behind her.',
        caption: 'Most prescriptions are ready in 15-30 minutes.',
      },
      {
        ...heroSlides.van,
        alt: 'A pharmacy delivery van is parked outside a house while the driver carries a medicine package up to the front door.',
        caption: 'Free local delivery, plus curbside and in-store pickup.',
      },
      {
        ...heroSlides.vaccination,
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
    link: linkTo(homeLinks.about, 'Learn More About Us'),
  },
  services: {
    title: 'Our Services',
    cards: [
      {
        id: serviceCards.refills.id,
        title: 'Quick Refills',
        description:
          'Request a refill online or by phone. Most prescriptions are ready in 15-30 minutes.',
        link: linkTo(serviceCards.refills.link, 'How refills work'),
      },
      {
        id: serviceCards.transfers.id,
        title: 'Easy Transfers',
        description:
          'Move your prescriptions to us free of charge. Transfers are usually done within 24 hours.',
        link: linkTo(serviceCards.transfers.link, 'How transfers work'),
      },
      {
        id: serviceCards.support.id,
        title: 'Live Support',
        description: 'Chat with our team or talk to a pharmacist about your medications.',
        link: linkTo(serviceCards.support.link, 'Contact our team'),
      },
      {
        id: serviceCards.delivery.id,
        title: 'Delivery Service',
        description: 'Free local delivery to your home, plus curbside and in-store pickup.',
        link: linkTo(serviceCards.delivery.link, 'Ask about delivery'),
      },
      {
        id: serviceCards.vaccines.id,
        title: 'Vaccination Hub',
        description: 'Walk in for your vaccinations, or book a time that suits you online.',
        link: linkTo(serviceCards.vaccines.link, 'Book a vaccination'),
      },
      {
        id: serviceCards.otc.id,
        title: 'Over The Counter',
        description: 'Shop everyday health products from our over-the-counter store.',
        link: linkTo(serviceCards.otc.link, 'Shop OTC products'),
      },
    ],
  },
  banner: {
    title: 'Access Prescription Management 24/7',
    text: 'Manage your prescriptions online at any hour in our secure pharmacy portal.',
    link: linkTo(homeLinks.portal, 'Create Account or Login'),
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
      { ...awardStats.jdPower, label: 'Top customer-satisfaction ranking, 8 years in a row' },
      { ...awardStats.facebook, spokenValue: '5 out of 5', label: 'Facebook rating' },
      { ...awardStats.google, spokenValue: '5 out of 5', label: 'Google rating' },
      { ...awardStats.years, label: `Years of service, since ${site.since}` },
      { ...awardStats.locations, label: `Pharmacy locations in ${site.state}` },
    ],
  },
};
