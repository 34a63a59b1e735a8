import { externalUrls } from 'shared-content';
import {
  consultationTypesWith,
  medicationSyncRules,
  scheduledConsultationHours,
  walkInConsultationHours,
} from './services.facts';
import type { ContentPage } from './services.schema';

export { medicationSyncRules, scheduledConsultationHours, walkInConsultationHours };

/**
 * The four services pages (refills, transfers, consultations, medication sync). Each is
 * a list of blocks rendered by one component in mf-services; phones and portals come
 * from the locations and config (`shared-content`).
 */

export const refillsPage: ContentPage = {
  meta: {
    title: 'Prescription Refills',
    heading: 'Prescription Refills',
    description:
      'Refill prescriptions online, by phone or in person at our four New Jersey pharmacies. Most refills are ready in 15-30 minutes, with free local delivery.',
    lead: 'Refill online any time, call your pharmacy, or ask at the counter. Most prescriptions are ready in 15-30 minutes.',
  },
  actions: [{ kind: 'newTab', label: 'Start Refill Request', href: externalUrls.refillPortal }],
  sections: [
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How refills work',
      steps: [
        {
          title: 'Find your prescription number',
          description:
            'It is printed on your prescription label. No label to hand? Your name and date of birth are enough.',
        },
        {
          title: 'Send your request',
          description:
            'Use the online refill portal at any hour, call your pharmacy, or ask at the counter.',
        },
        {
          title: 'We prepare your medication',
          description:
            'A pharmacist checks your prescription and insurance. Most prescriptions are ready in 15-30 minutes.',
        },
        {
          title: 'Pick up or get it delivered',
          description:
            'Collect it in store or at the curb, or choose free local delivery to your home.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'refill-options',
      title: 'Ways to refill',
      cards: [
        {
          title: 'Online, 24/7',
          description:
            'Request a refill through our secure portal whenever it suits you; we start on it when the pharmacy opens.',
          action: {
            kind: 'newTab',
            label: 'Open the refill portal',
            href: externalUrls.refillPortal,
            variant: 'secondary',
          },
        },
        {
          title: 'By phone',
          description:
            'Call your pharmacy with your prescription number and we will have it ready for you.',
          action: {
            kind: 'route',
            label: 'Find your pharmacy',
            href: '/locations',
            variant: 'secondary',
          },
        },
        {
          title: 'In person',
          description:
            'Bring your bottle or label to any of our pharmacies. Most prescriptions are ready in 15-30 minutes.',
        },
        {
          title: 'Medication synchronization',
          description:
            'Taking three or more maintenance medications? Line them up to refill together on one day each month.',
          action: {
            kind: 'route',
            label: 'About medication sync',
            href: '/services/medication-sync',
            variant: 'secondary',
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'pickup',
      title: 'Getting your refill',
      cards: [
        { title: 'In-store pickup', description: 'Collect your refill at the pharmacy counter.' },
        {
          title: 'Curbside pickup',
          description: 'Stay in your car; tell us when you arrive and we bring your order out.',
        },
        {
          title: 'Free local delivery',
          description: 'We bring your prescriptions to your home at no charge.',
        },
      ],
    },
    {
      kind: 'actions',
      id: 'start',
      title: 'Ready to refill?',
      intro: 'Start online, or call us and a pharmacist will help.',
      actions: [
        { kind: 'newTab', label: 'Start Refill Request', href: externalUrls.refillPortal },
        { kind: 'phones', label: 'Call your pharmacy' },
      ],
    },
  ],
};

export const transfersPage: ContentPage = {
  meta: {
    title: 'Prescription Transfers',
    heading: 'Prescription Transfers',
    description:
      'Move your prescriptions to our New Jersey pharmacies for free. We contact your current pharmacy for you, and transfers are usually done within 24 hours.',
    lead: 'Switching is free, and we do the work: we contact your current pharmacy, usually within 24 hours.',
  },
  actions: [{ kind: 'newTab', label: 'Start Transfer Request', href: externalUrls.transferPortal }],
  sections: [
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How transfers work',
      steps: [
        {
          title: 'Start a transfer request',
          description: 'Fill in the online transfer form, call us, or visit any of our pharmacies.',
        },
        {
          title: 'Tell us where your prescriptions are',
          description:
            'Give us the name and phone number of your current pharmacy and the medications you want to move.',
        },
        {
          title: 'We contact your pharmacy',
          description:
            'Our pharmacists request the prescriptions directly from your current pharmacy; you do not need to call them.',
        },
        {
          title: 'Pick up or get it delivered',
          description:
            'We let you know when your prescriptions are ready, usually within 24 hours. Pick them up or choose free local delivery.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'what-to-have-ready',
      title: 'What to have ready',
      paragraphs: ['These details let us find your prescriptions quickly:'],
      items: [
        'Your full name and date of birth',
        'The name and phone number of your current pharmacy',
        'The names of your medications, or the prescription numbers from their labels',
        'Your insurance card',
        'Any allergies we should know about',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why transfer to us',
      cards: [
        { title: 'Free of charge', description: 'Transferring your prescriptions costs nothing.' },
        {
          title: 'Usually within 24 hours',
          description: 'Most transfers are complete within 24 hours of your request.',
        },
        {
          title: 'We do the calling',
          description:
            'We contact your previous pharmacy and your prescriber if anything needs confirming.',
        },
        {
          title: 'Care close to home',
          description:
            'Four pharmacies in Linden, Parlin and Browns Mills, with free local delivery.',
        },
      ],
    },
    {
      kind: 'actions',
      id: 'start',
      title: 'Ready to switch?',
      intro: 'Start online, or call us and we will take your details over the phone.',
      actions: [
        { kind: 'newTab', label: 'Start Transfer Request', href: externalUrls.transferPortal },
        { kind: 'phones', label: 'Call your pharmacy' },
      ],
    },
  ],
};

/** The three consultation types, on /services/consultations (prices and lengths: `services.facts.ts`). */
export const consultationTypes = consultationTypesWith([
  {
    name: 'Basic Consultation',
    description: 'A focused conversation about one medication or one health question.',
    includes: [
      'How and when to take a medication',
      'Side effects and what to watch for',
      'Questions about a new prescription',
    ],
  },
  {
    name: 'Comprehensive Medication Review',
    description:
      'A pharmacist reviews everything you take, including over-the-counter products and supplements.',
    includes: [
      'Interactions and duplicate medications',
      'A written, up-to-date medication list',
      'Ways to simplify your daily schedule',
    ],
  },
  {
    name: 'Chronic Care Plan',
    description:
      'A plan for living with a long-term condition such as diabetes or high blood pressure.',
    includes: [
      'Goals agreed with your pharmacist',
      'Monitoring, such as blood pressure checks',
      'Follow-up plan shared with you in writing',
    ],
  },
]);

export const consultationsPage: ContentPage = {
  meta: {
    title: 'Health Consultations',
    heading: 'Health Consultations',
    description:
      'Private consultations with a pharmacist: basic ($25, 15 min), comprehensive medication review ($50, 30 min) or chronic care plan ($75, 45 min). Walk in or book.',
    lead: 'Sit down with a pharmacist in a private space. Walk in, or book a time that suits you.',
  },
  actions: [
    { kind: 'newTab', label: 'Schedule Online', href: externalUrls.scheduling },
    { kind: 'phones', label: 'Call to Book' },
  ],
  sections: [
    {
      kind: 'offers',
      id: 'consultation-types',
      title: 'Consultation types and pricing',
      offers: [...consultationTypes],
    },
    {
      kind: 'hours',
      id: 'hours',
      title: 'Consultation hours',
      intro:
        'Walk in without an appointment, or schedule ahead for longer hours, including Sundays.',
      schedules: [
        { caption: 'Walk-in hours', hours: walkInConsultationHours },
        { caption: 'Scheduled appointment hours', hours: scheduledConsultationHours },
      ],
    },
    {
      kind: 'actions',
      id: 'book',
      title: 'Book a consultation',
      intro: 'Choose a time online, or call and we will find one with you.',
      actions: [
        { kind: 'newTab', label: 'Schedule Online', href: externalUrls.scheduling },
        { kind: 'phones', label: 'Call to Book' },
      ],
    },
  ],
};

export const medicationSyncPage: ContentPage = {
  meta: {
    title: 'Medication Synchronization',
    heading: 'Medication Synchronization',
    description:
      'Take 3 or more maintenance medications? We line up your refills so they are ready on one day: one trip, one reminder call, fewer missed doses.',
    lead: 'All your maintenance medications ready on the same day: one trip to the pharmacy instead of many.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Benefits',
      cards: [
        {
          title: 'One pickup day',
          description:
            'Every maintenance medication is ready together, so you make one trip instead of several.',
        },
        {
          title: 'A reminder before each fill',
          description:
            'We call you before your pickup day to check for changes in your medications or health.',
        },
        {
          title: 'Fewer missed doses',
          description:
            'Refills never run out on different days, which makes it easier to stay on track.',
        },
        {
          title: 'A regular pharmacist review',
          description:
            'Each synchronized fill is a chance for a pharmacist to review all your medications together.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Enroll',
          description: 'Call or visit your pharmacy and ask to join medication synchronization.',
        },
        {
          title: 'Review your medications',
          description:
            'A pharmacist goes through your maintenance medications with you and picks your pickup day.',
        },
        {
          title: 'Align your refills',
          description:
            'For one cycle we may fill some medications for fewer days, so all of them come due on the same date.',
        },
        {
          title: 'Pick up together',
          description:
            'From then on, everything is ready on your pickup day. Collect it in store, at the curb, or have it delivered free.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'who-benefits',
      title: 'Who benefits',
      paragraphs: [
        `Medication synchronization is for patients who take ${medicationSyncRules.minimumMaintenanceMedications} or more maintenance medications, the ones taken every day for a long-term condition.`,
      ],
      items: [
        'People managing conditions such as diabetes, high blood pressure or high cholesterol',
        'Caregivers who pick up medications for a family member',
        'Anyone who finds frequent pharmacy trips hard to fit in',
      ],
    },
    {
      kind: 'text',
      id: 'requirements',
      title: 'Requirements',
      paragraphs: [],
      items: [
        `${medicationSyncRules.minimumMaintenanceMedications} or more maintenance medications`,
        `Insurance coverage for a ${medicationSyncRules.supplyDays}-day supply of your maintenance medications`,
        'Prescriptions with refills remaining, or a prescriber we can contact for renewals',
      ],
    },
    {
      kind: 'locations',
      id: 'locations',
      title: 'Enroll at any of our pharmacies',
      intro: 'Call the pharmacy nearest you to get started.',
    },
  ],
};
