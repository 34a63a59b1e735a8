import { partners } from './partnerBadges';
import {
  acceptedCards,
  type FinancialPartnerName,
  financialPartnerFacts,
  type LocalPartnerName,
  localPartnerFacts,
  type NationalPartnerName,
  nationalPartnerFacts,
  partnerStatValues,
} from './partners.facts';
import type {
  FinancialPartner,
  LocalPartner,
  NationalPartner,
  Partner,
  PartnersPageText,
} from './partners.schema';

/** What each national partner does, by name. */
const nationalTexts: Record<NationalPartnerName, Pick<NationalPartner, 'description'>> = {
  'Larkspur Drug Distribution': {
    description:
      'A nationwide pharmaceutical wholesaler whose daily deliveries keep our shelves stocked with brand and generic medications.',
  },
  'Bayside Health Supply': {
    description:
      'Distributes prescription medications and medical supplies to independent pharmacies across the country.',
  },
  'Cobalt Pharma Logistics': {
    description:
      'Temperature-controlled distribution of specialty and refrigerated medications, from the manufacturer to our specialty pharmacy.',
  },
  'Fieldstone Rx Wholesale': {
    description:
      'A family-owned wholesaler with a regional warehouse that gets hard-to-find medications to us overnight.',
  },
  'Thistle Pharmacy Benefits': {
    description:
      'A pharmacy benefit manager whose network includes all four of our pharmacies, so members pay their plan copay with us.',
  },
  'Pillar Pharmacy Systems': {
    description:
      'The pharmacy management system behind our online refills, text reminders and prescription transfers.',
  },
};

/** What each local partner does, by name. */
const localTexts: Record<LocalPartnerName, Pick<LocalPartner, 'description' | 'services'>> = {
  'Union Valley Health System': {
    description:
      'A regional health system whose care teams send discharge prescriptions to us, so patients leave with their medications in hand.',
    services: ['Discharge prescriptions', 'Care transitions', 'Medication reconciliation'],
  },
  'Sayre Point Community Hospital': {
    description:
      'A community hospital near our Parlin pharmacy; its clinicians work with our pharmacists on complex medication plans.',
    services: [
      'Bedside prescription delivery',
      'Post-surgical medications',
      'Anticoagulation follow-up',
    ],
  },
  'Garden State University Medical Center': {
    description:
      'An academic medical center whose pharmacy residents train with our specialty team.',
    services: ['Pharmacy residency rotations', 'Specialty referrals', 'Clinical research support'],
  },
  'Pinewood Oncology & Infusion Center': {
    description:
      'An oncology practice that relies on our specialty pharmacy for oral chemotherapy and patient support.',
    services: ['Oral oncology medications', 'Financial assistance', 'Side-effect counseling'],
  },
  'Pinelands Military Family Clinic': {
    description:
      'A clinic for service members and their families; we fill their prescriptions and transfer them quickly when families relocate.',
    services: ['Military plan prescriptions', 'Fast transfers on relocation', 'Free delivery'],
  },
  'Burlington County Veterans Outreach Clinic': {
    description:
      'A community clinic for veterans; our Outpatient team coordinates medications with its providers.',
    services: ['Medication coordination', 'MedPack dose packets', 'Home delivery'],
  },
  'Linden Express Urgent Care': {
    description:
      'A walk-in urgent care center a few minutes from our Linden pharmacies; its prescriptions are usually ready before patients arrive.',
    services: ['Same-day prescriptions', 'Evening and weekend fills', 'Vaccination referrals'],
  },
  'Middlesex Family Physicians Group': {
    description:
      'A group of family doctors who work with us on medication synchronization and chronic care.',
    services: ['Medication synchronization', 'Diabetes management', 'Blood pressure monitoring'],
  },
};

/** What each financial partner offers, by name. */
const financialTexts: Record<FinancialPartnerName, Pick<FinancialPartner, 'description'>> = {
  'Willow Payment Plans': {
    description: 'Split the cost of larger out-of-pocket purchases into monthly payments.',
  },
  'SpendWell HSA & FSA Cards': {
    description:
      'Pay for eligible prescriptions and health products with your health savings card.',
  },
  'CopayBridge Assistance Fund': {
    description:
      'A charitable fund that helps eligible patients with the copays of specialty medications.',
  },
  'Marigold Rx Discount Card': {
    description: 'Lower cash prices on many generic medications for patients without coverage.',
  },
};

/** National partners of the /partners page. */
export const nationalPartners: readonly NationalPartner[] = nationalPartnerFacts.map((facts) => ({
  ...facts,
  ...nationalTexts[facts.name],
}));

/** Local New Jersey partners of the /partners page. */
export const localPartners: readonly LocalPartner[] = localPartnerFacts.map((facts) => ({
  ...facts,
  ...localTexts[facts.name],
}));

/** Financial partners: payment plans, savings and assistance. */
export const financialPartners: readonly FinancialPartner[] = financialPartnerFacts.map(
  (facts) => ({ ...facts, ...financialTexts[facts.name] }),
);

/** The badge of a partner the page describes (every described partner has one). */
export const partnerBadge = (name: string): Partner | undefined =>
  partners.find((partner) => partner.name === name);

/** The technology partners the partners page's scrolling strip shows. */
export const technologyStrip: readonly Partner[] = partners.filter(
  (partner) => partner.category === 'technology',
);

/** The label of each partnership figure. */
const statLabels: Record<(typeof partnerStatValues)[number], string> = {
  '15+': 'Healthcare Partners',
  '4': 'National Distributors',
  '13+': 'Years of Partnership',
  '10,000+': 'Patients Served',
};

/** Texts and lists of the /partners page. */
export const partnersPageText: PartnersPageText = {
  title: 'Our Partners',
  description:
    'The national distributors, New Jersey health partners, insurers and technology partners that help our pharmacies care for you.',
  heading: 'Our Healthcare Partners',
  lead: 'Trusted partnerships that get you the right medication, at the right price, without the wait.',
  statsTitle: 'Partnerships at a Glance',
  stats: partnerStatValues.map((value) => ({ value, label: statLabels[value] })),
  nationalTitle: 'National Partners',
  nationalIntro:
    'Distributors, benefit managers and technology companies that keep our pharmacies stocked and connected.',
  nationalCategoryLabels: { Distribution: 'Distribution', PBM: 'PBM', Technology: 'Technology' },
  establishedLabel: 'Established',
  websiteLabel: 'Visit website',
  websiteOfLabel: 'of',
  localTitle: 'Local New Jersey Partners',
  localIntro: 'Hospitals, clinics and physician groups we work with to coordinate your care.',
  localCategoryLabels: {
    'Health System': 'Health System',
    Hospital: 'Hospital',
    'Academic Medical': 'Academic Medical',
    Specialty: 'Specialty',
    Military: 'Military',
    Veterans: 'Veterans',
    'Urgent Care': 'Urgent Care',
    'Medical Group': 'Medical Group',
  },
  servicesLabel: 'Services',
  cardsTitle: 'Accepted Cards',
  cardsIntro: 'We accept cash, insurance and all major credit cards.',
  acceptedCards,
  financialTitle: 'Financial Partners',
  financialIntro: 'Ways to make your medications more affordable.',
  technologyTitle: 'Technology Partners',
  technologyIntro: 'The technology behind online refills, reminders, safe dispensing and delivery.',
  technologyStripLabel: 'Technology partners, scrolling',
  technologyPauseLabel: 'technology partners',
  benefitsTitle: 'What Our Partnerships Mean for You',
  benefits: [
    {
      title: 'Lower Costs',
      description:
        'Our distributor, insurance and assistance partnerships let us find lower prices, savings programs and copay help for you.',
    },
    {
      title: 'Faster Access',
      description:
        'Daily deliveries from national distributors keep common medications in stock and bring hard-to-find ones in fast.',
    },
    {
      title: 'Coordinated Care',
      description:
        'We work directly with your hospitals, doctors and clinics, so your prescriptions are ready and your care team stays informed.',
    },
  ],
};
