import { externalUrls, formatAddress, getLocation, locations } from 'shared-content';
import { holidayClosures } from 'shared-content/logic';
import type { FaqPage } from './faq.schema';

/**
 * Frequently asked questions, in four categories. Answers restate what the site's own
 * pages claim and link to the page that has the details instead of repeating hours or
 * prices that live elsewhere.
 */

const holidayNames = holidayClosures.map((holiday) => holiday.name).join(' and ');
const outpatient = getLocation('outpatient');
const specialty = getLocation('specialty');
const parlin = getLocation('parlin');

export const faqPage: FaqPage = {
  meta: {
    title: 'Frequently Asked Questions',
    heading: 'Frequently Asked Questions',
    description:
      'Answers about our pharmacies, prescriptions, free transfers, delivery and pickup: hours, payment, wait times, MedPack, pet prescriptions and more.',
    lead: 'Quick answers about our pharmacies, prescriptions, transfers, delivery and pickup. Open as many questions as you like.',
  },
  categories: [
    {
      title: 'General',
      questions: [
        {
          question: 'Where are your pharmacies?',
          answer: [
            `We have ${locations.length} pharmacies in New Jersey:`,
            ...locations.map((location) => `${location.name}: ${formatAddress(location.address)}.`),
            [
              'Directions and phone numbers for each are on ',
              { kind: 'route', label: 'our locations page', href: '/locations' },
              '.',
            ],
          ],
        },
        {
          question: 'What are your hours?',
          answer: [
            [
              'Hours differ by pharmacy. The ',
              { kind: 'route', label: 'store hours page', href: '/support/hours' },
              ' lists each one and shows whether it is open right now.',
            ],
            `All our pharmacies are closed on ${holidayNames}.`,
          ],
        },
        {
          question: 'What forms of payment do you accept?',
          answer: [
            'We accept cash, credit cards (Visa, Mastercard, American Express and Discover) and insurance.',
            [
              'See the plans we work with on ',
              { kind: 'route', label: 'our insurance page', href: '/support/insurance' },
              '.',
            ],
          ],
        },
        {
          question: 'Do I need an appointment for a vaccination?',
          answer: [
            'No. We offer walk-in vaccinations, so you can come in during pharmacy hours.',
            [
              'If you prefer a set time, ',
              {
                kind: 'newTab',
                label: 'book your vaccination online',
                href: externalUrls.vaccinePortal,
              },
              '.',
            ],
          ],
        },
        {
          question: 'What is MedPack?',
          answer: [
            'MedPack sorts your medications into packets by the date and time you take them, prepared each month and delivered free. You pay only your normal insurance copay.',
            [
              `MedPack is available only at ${outpatient.name} in ${outpatient.address.city}. `,
              { kind: 'route', label: 'Learn how MedPack works', href: '/medpack' },
              '.',
            ],
          ],
        },
        {
          question: 'Do you fill prescriptions for pets?',
          answer: [
            'Yes. Most pet prescriptions are ready in 2-4 hours, and delivery is free for pet orders over $50 in our service area.',
            [
              'See which medications we carry on ',
              { kind: 'route', label: 'our pet medications page', href: '/pet-medications' },
              '.',
            ],
          ],
        },
      ],
    },
    {
      title: 'Prescriptions',
      questions: [
        {
          question: 'How long does it take to fill a prescription?',
          answer: [
            'Most prescriptions are ready in 15-30 minutes. If we need to contact your prescriber or your insurance first, we will tell you how long it will take and can call you when it is ready.',
          ],
        },
        {
          question: 'How do I refill a prescription?',
          answer: [
            'Request it through our online refill portal at any time, call your pharmacy, or ask at the counter. Have your prescription number from the label ready.',
            [
              'Step-by-step help is on ',
              { kind: 'route', label: 'the prescription refills page', href: '/services/refills' },
              '.',
            ],
          ],
        },
        {
          question: 'Can all my medications be refilled on the same day?',
          answer: [
            'Yes, if you take 3 or more maintenance medications. With medication synchronization we line up your refills so they are ready together, with one trip and one reminder call.',
            [
              {
                kind: 'route',
                label: 'Read about medication synchronization',
                href: '/services/medication-sync',
              },
              '.',
            ],
          ],
        },
        {
          question: 'Can I talk to a pharmacist about my medications?',
          answer: [
            'Always. Ask at the counter or call any of our pharmacies with a quick question.',
            [
              'For a longer, private review you can book a ',
              { kind: 'route', label: 'health consultation', href: '/services/consultations' },
              '.',
            ],
          ],
        },
        {
          question: 'Do you handle specialty medications?',
          answer: [
            `Yes. ${specialty.name} in ${specialty.address.city} supports patients on specialty medications, with insurance and prior authorization help, financial assistance, 24/7 clinical support and cold chain shipping.`,
            [
              {
                kind: 'route',
                label: `Visit the ${specialty.name} page`,
                href: '/locations/specialty',
              },
              '.',
            ],
          ],
        },
      ],
    },
    {
      title: 'Transfers',
      questions: [
        {
          question: 'How do I transfer a prescription to you?',
          answer: [
            'Start a transfer request online, call us, or visit any of our pharmacies. Tell us where your prescriptions are now and we contact that pharmacy for you.',
            [
              'See the steps on ',
              {
                kind: 'route',
                label: 'the prescription transfers page',
                href: '/services/transfers',
              },
              '.',
            ],
          ],
        },
        {
          question: 'Does transferring cost anything?',
          answer: ['No. Transfers are free.'],
        },
        {
          question: 'How long does a transfer take?',
          answer: [
            'Transfers are usually done within 24 hours. We let you know as soon as your prescriptions are ready.',
          ],
        },
        {
          question: 'What information do you need?',
          answer: [
            'Your name and date of birth, the name and phone number of your current pharmacy, and the medications you want to move (the prescription numbers from the labels help). Bring your insurance card when you pick up.',
          ],
        },
        {
          question: 'Can every prescription be transferred?',
          answer: [
            'Most can. Some controlled medications have legal limits on transfers. If one of yours cannot be moved, we will tell you and help you ask your prescriber for a new prescription.',
          ],
        },
      ],
    },
    {
      title: 'Delivery & Pickup',
      questions: [
        {
          question: 'Do you deliver?',
          answer: [
            'Yes. Local delivery of your prescriptions is free.',
            [
              'You can ',
              {
                kind: 'newTab',
                label: 'schedule a delivery online',
                href: externalUrls.deliveryPortal,
              },
              ' or ask your pharmacy when you order.',
            ],
          ],
        },
        {
          question: 'What are my pickup options?',
          answer: [
            `Pick up in store, or use curbside pickup and we bring your order to your car. ${parlin.name} also has a drive-through.`,
          ],
        },
        {
          question: 'Is there a minimum order for free delivery?',
          answer: [
            'Not for prescriptions: local delivery is free. Pet orders are delivered free when they are over $50 within our service area.',
          ],
        },
        {
          question: 'How is MedPack delivered?',
          answer: [
            `Your MedPack packets are delivered to your door each month, free of charge. MedPack is prepared only at ${outpatient.name}.`,
          ],
        },
        {
          question: 'Can someone else pick up my prescription?',
          answer: [
            'Yes. A family member or caregiver can collect it; they should know your full name and date of birth. We may ask for photo ID for some medications.',
          ],
        },
      ],
    },
  ],
  contact: {
    title: 'Still have a question?',
    text: 'Send us a message, or chat with us and schedule time with a pharmacist.',
    actions: [
      { kind: 'route', label: 'Contact Us', href: '/contact' },
      {
        kind: 'newTab',
        label: 'Chat or Schedule',
        href: externalUrls.scheduling,
        variant: 'secondary',
      },
    ],
  },
};
