import { firstMonthEntries, medpackFacts } from './medpack.facts';
import type { MedpackHowItWorks, MedpackPage } from './medpack.schema';

/** `/medpack`: what MedPack is, and how to reach the one location that prepares it. */
export const medpackPage: MedpackPage = {
  page: {
    title: 'MedPack',
    description:
      'MedPack: your medications pre-sorted into dose packets every month, delivered free from our Outpatient Pharmacy for only your normal insurance copay.',
    heading: 'MedPack',
    lead: 'Your medications, pre-sorted into dose packets every month and delivered to your door.',
  },
  about: {
    title: 'What MedPack is',
    intro:
      'MedPack takes the sorting out of your day. Instead of many bottles, you get one strip of packets, one packet for each time of day you take medicine.',
    highlights: [
      {
        title: 'Monthly pre-sorted dose packets',
        description:
          'Each month your pharmacist sorts your pills into packets printed with the date, the time to take them and what is inside.',
      },
      {
        title: 'Free delivery',
        description: 'Your month of packets is delivered to your door at no charge.',
      },
      {
        title: 'Only your normal copay',
        description:
          'MedPack costs nothing extra. You pay only your normal insurance copay for your prescriptions.',
      },
      {
        title: 'Outpatient location only',
        description:
          'MedPack is prepared exclusively at our Outpatient Pharmacy in Browns Mills, which handles your sign-up, packets and delivery.',
      },
    ],
  },
  whoFor: {
    title: 'Who MedPack helps',
    items: [
      'People who take several medications at different times of day',
      'Caregivers who manage medications for a parent, partner or child',
      'Patients coming home from the hospital with new prescriptions',
      'Anyone who wants fewer trips to the pharmacy',
    ],
  },
  howItWorksLink: {
    kind: 'route',
    label: 'See how MedPack works',
    href: medpackFacts.howItWorksHref,
  },
  contactLinkLabel: 'Contact the MedPack team',
  contact: {
    id: medpackFacts.contactId,
    title: 'Contact the MedPack team',
    intro:
      'Call or visit our Outpatient Pharmacy to sign up for MedPack or to ask whether it suits your medications.',
    locationId: medpackFacts.locationId,
    locationLabel: 'Pharmacy',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    callLabel: 'Call the MedPack team',
  },
};

/** `/medpack/how-it-works`: the four steps and the first month, day by day. */
export const medpackHowItWorks: MedpackHowItWorks = {
  page: {
    title: 'How MedPack Works',
    description:
      'How MedPack works: four steps from your first call to free monthly delivery, and what happens in your first month, day by day.',
    heading: 'How MedPack Works',
    lead: 'From your first call to your first delivery takes about ten days. After that, your packets arrive every month.',
  },
  steps: {
    title: 'Four steps to MedPack',
    items: [
      {
        title: 'Call us',
        description:
          'Call our Outpatient Pharmacy. A pharmacist goes over your medications, the times you take them and your insurance.',
      },
      {
        title: 'We transfer your prescriptions',
        description:
          'We contact your current pharmacy and your doctors to move your prescriptions to us. You do not need to do anything.',
      },
      {
        title: 'We prepare your packets',
        description:
          'Your pharmacist sorts each dose into a packet labelled with the date, the time and the medications inside, and checks every packet.',
      },
      {
        title: 'Free monthly delivery',
        description:
          'Your packets are delivered free every month. We line up your refills so the next month is ready before you run out.',
      },
    ],
  },
  timeline: {
    title: 'Your first month',
    intro: 'What happens between your first call and your first delivery.',
    dayRange: 'Days {from}-{to}',
    entries: firstMonthEntries([
      {
        title: 'Call and setup',
        description:
          'You call us; we review your medications and dose times with you and set up your MedPack profile.',
      },
      {
        title: 'Transfer',
        description:
          'We transfer your prescriptions from your current pharmacy and confirm any changes with your doctors.',
      },
      {
        title: 'Preparation',
        description:
          'Your pharmacist sorts your first month of doses into packets and double-checks each one.',
      },
      {
        title: 'First delivery',
        description: 'Your first month of MedPack arrives at your door, free of charge.',
      },
    ]),
  },
  callLabel: 'Call to start MedPack',
  links: [
    { kind: 'route', label: 'Find our locations', href: medpackFacts.locationsHref },
    { kind: 'route', label: 'Back to MedPack', href: medpackFacts.medpackHref },
  ],
};
