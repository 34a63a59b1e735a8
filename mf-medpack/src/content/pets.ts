import { petCategories, petsFacts } from './pets.facts';
import type { PetMedicationsPage } from './pets.schema';

/** `/pet-medications`. Example drugs are common veterinary prescriptions, by area. */
export const petMedicationsPage: PetMedicationsPage = {
  page: {
    title: 'Pet Medications',
    description:
      'Fill your dog or cat’s prescriptions at our pharmacies: most ready in 2-4 hours, free delivery on orders over $50 in our service area.',
    heading: 'Pet Medications',
    lead: 'We fill prescriptions from your veterinarian for dogs, cats and other pets, with the same care we give your own.',
  },
  categories: {
    title: 'Medications we fill',
    intro: 'A few examples from each area. Ask us about any prescription from your veterinarian.',
    examplesLabel: 'Examples',
    items: petCategories([
      {
        title: 'Pain and arthritis',
        description: 'Relief for joint pain, injuries and recovery after surgery.',
      },
      {
        title: 'Infections',
        description: 'Antibiotics and antifungals for skin, ear and urinary infections.',
      },
      {
        title: 'Heart and blood pressure',
        description: 'Long-term care for heart disease and high blood pressure.',
      },
      {
        title: 'Thyroid and hormones',
        description: 'Daily medications for thyroid and other hormone conditions.',
      },
      {
        title: 'Allergies and skin',
        description: 'Help with itching, allergies and skin conditions.',
      },
      {
        title: 'Behavior and seizures',
        description: 'Medications for anxiety, behavior and seizure control.',
      },
    ]),
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Get the prescription',
        description:
          'Ask your veterinarian to call or fax the prescription to us, or bring us a written prescription.',
      },
      {
        title: 'We check it',
        description:
          'Our pharmacist checks the medication, dose and directions, and calls your veterinarian if anything needs confirming.',
      },
      {
        title: 'We fill it',
        description: 'Most pet prescriptions are ready in 2-4 hours.',
      },
      {
        title: 'Pick up or delivery',
        description:
          'Pick it up in store or at the curb, or get free delivery on orders over $50 in our service area.',
      },
    ],
  },
  benefits: {
    title: 'Why fill pet prescriptions with us',
    items: [
      {
        title: 'Ready in 2-4 hours',
        description: 'Most prescriptions ready in 2-4 hours, so treatment can start today.',
      },
      {
        title: 'Free delivery over $50',
        description: 'Free delivery over $50 in the service area of our pharmacies.',
      },
      {
        title: 'Advice from a pharmacist',
        description: 'Ask us how to give a medication, what to watch for and how to store it.',
      },
      {
        title: 'Free transfers',
        description:
          'Move a pet prescription from another pharmacy at no cost; most transfers are done within 24 hours.',
      },
      {
        title: 'One pharmacy for the family',
        description: 'Pick up your pet’s medication with your own, in one trip.',
      },
      {
        title: 'Easy ways to pay',
        description: 'We accept cash and credit cards.',
      },
    ],
  },
  contact: {
    title: 'Questions about a pet prescription?',
    intro: 'Call us or send an e-mail; a pharmacist will help.',
    callLabel: 'Call us',
    phoneLabel: 'Phones',
    emailLabel: 'E-mail',
  },
  transferLink: {
    kind: 'route',
    label: 'Transfer Pet Prescription',
    href: petsFacts.transferHref,
  },
};
