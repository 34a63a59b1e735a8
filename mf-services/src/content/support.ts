import { acceptedPlans } from './support.facts';
import type { HoursPage, InsurancePage } from './support.schema';

export { acceptedPlans };

/**
 * The store hours page and the insurance page. The hours themselves come from the
 * locations data, and holiday closures from `logic/hours`; this file holds the texts.
 */

export const hoursPage: HoursPage = {
  meta: {
    title: 'Store Hours',
    heading: 'Store Hours',
    description:
      'Opening hours of our four New Jersey pharmacies in Linden, Parlin and Browns Mills, whether each is open right now, and our holiday closures.',
    lead: 'Weekday, Saturday and Sunday hours for each of our pharmacies, and whether it is open right now.',
  },
  locationsTitle: 'Hours by pharmacy',
  locationsIntro: 'Open and closed times are New Jersey time.',
  callLabel: 'Call {name}',
  holidays: {
    title: 'Holiday hours',
    intro: 'All of our pharmacies are closed all day on:',
    note: [
      'If a holiday falls on a day you need a refill, request it a day or two early ',
      { kind: 'route', label: 'online or by phone', href: '/services/refills' },
      '.',
    ],
  },
  actions: [{ kind: 'route', label: 'Contact Us', href: '/contact', variant: 'secondary' }],
};

export const insurancePage: InsurancePage = {
  meta: {
    title: 'Insurance',
    heading: 'Insurance',
    description:
      'Insurance plans our New Jersey pharmacies accept, help with coverage and prior authorizations, Medicare and Medicaid, and what to bring to your first visit.',
    lead: 'Bring your card: we bill your plan for you and help you get the most from your coverage.',
  },
  actions: [
    { kind: 'phones', label: 'Call about your plan' },
    { kind: 'route', label: 'Contact Us', href: '/contact', variant: 'secondary' },
  ],
  sections: [
    {
      kind: 'chips',
      id: 'accepted-plans',
      title: 'Accepted plans',
      intro: 'Plans we accept include:',
      items: [...acceptedPlans],
      note: "Plans change from year to year. Don't see yours? Call us with your card and we will check your coverage.",
    },
    {
      kind: 'cards',
      id: 'services',
      title: 'How we help with insurance',
      cards: [
        {
          title: 'Coverage checks',
          description:
            'We check your coverage and copay before we fill, so there are no surprises at the counter.',
        },
        {
          title: 'Prior authorizations',
          description:
            'When a plan needs approval first, we work with your prescriber to send what the plan asks for.',
        },
        {
          title: 'Rejected claims',
          description:
            'If a claim is turned down, we find out why and look for a covered alternative with your prescriber.',
        },
        {
          title: 'Savings programs',
          description:
            'We look for manufacturer copay cards and savings programs that lower what you pay.',
        },
        {
          title: 'Primary and secondary coverage',
          description: 'Covered by two plans? We bill both, so each pays its share.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'medicare',
      title: 'Medicare',
      paragraphs: [
        'We fill prescriptions for patients with Medicare prescription drug (Part D) plans and Medicare Advantage plans that include drug coverage.',
      ],
      items: [
        'Medicare Part D plan reviews: we compare your medications with the plans available to you',
        'Help understanding deductibles, coverage stages and copays',
        'Vaccinations that Medicare covers, given by our pharmacists',
      ],
    },
    {
      kind: 'text',
      id: 'medicaid',
      title: 'Medicaid',
      paragraphs: [
        "We accept NJ FamilyCare, New Jersey's Medicaid program, including its managed care health plans.",
      ],
      items: [
        'Bring your NJ FamilyCare card or your health plan card',
        'We check which medications your plan covers and help with prior authorizations',
      ],
    },
    {
      kind: 'text',
      id: 'what-to-bring',
      title: 'What to bring',
      paragraphs: ['On your first visit, or when your coverage changes, please bring:'],
      items: [
        'Your prescription insurance card (front and back)',
        'Your Medicare or Medicaid card, if you have one',
        'A photo ID',
        'A list of the medications you take and any allergies',
        "Your prescriber's name and phone number",
      ],
    },
    {
      kind: 'actions',
      id: 'questions',
      title: 'Questions about your coverage?',
      intro: 'Call us with your card to hand, or send us a message.',
      actions: [
        { kind: 'phones', label: 'Call your pharmacy' },
        { kind: 'route', label: 'Contact Us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
};
