import type {
  FinancialPartner,
  LocalPartner,
  NationalPartner,
  Partner,
  PartnersPageText,
} from './partners.schema';

/*
 * SAMPLE DATA. Every partner below is a fictional organization standing in for the
 * group's real partners until the owner replaces them; websites are under the reserved
 * `.example` domain. Only the four card brands are real names: they are the cards
 * the pharmacies accept.
 */

/** National partners of the /partners page. */
export const nationalPartners: readonly NationalPartner[] = [
  {
    name: 'Larkspur Drug Distribution',
    description:
      'A nationwide pharmaceutical wholesaler whose daily deliveries keep our shelves stocked with brand and generic medications.',
    category: 'Distribution',
    established: 1978,
    website: 'https://larkspurdrug.example/',
  },
  {
    name: 'Bayside Health Supply',
    description:
      'Distributes prescription medications and medical supplies to independent pharmacies across the country.',
    category: 'Distribution',
    established: 1985,
    website: 'https://baysidehealthsupply.example/',
  },
  {
    name: 'Cobalt Pharma Logistics',
    description:
      'Temperature-controlled distribution of specialty and refrigerated medications, from the manufacturer to our specialty pharmacy.',
    category: 'Distribution',
    established: 1992,
    website: 'https://cobaltpharma.example/',
  },
  {
    name: 'Fieldstone Rx Wholesale',
    description:
      'A family-owned wholesaler with a regional warehouse that gets hard-to-find medications to us overnight.',
    category: 'Distribution',
    established: 1969,
    website: 'https://fieldstonerx.example/',
  },
  {
    name: 'Thistle Pharmacy Benefits',
    description:
      'A pharmacy benefit manager whose network includes all four of our pharmacies, so members pay their plan copay with us.',
    category: 'PBM',
    established: 1996,
    website: 'https://thistlebenefits.example/',
  },
  {
    name: 'Pillar Pharmacy Systems',
    description:
      'The pharmacy management system behind our online refills, text reminders and prescription transfers.',
    category: 'Technology',
    established: 2001,
    website: 'https://pillarsystems.example/',
  },
];

/** Local New Jersey partners of the /partners page. */
export const localPartners: readonly LocalPartner[] = [
  {
    name: 'Union Valley Health System',
    description:
      'A regional health system whose care teams send discharge prescriptions to us, so patients leave with their medications in hand.',
    category: 'Health System',
    location: 'Elizabeth, NJ',
    services: ['Discharge prescriptions', 'Care transitions', 'Medication reconciliation'],
  },
  {
    name: 'Sayre Point Community Hospital',
    description:
      'A community hospital near our Parlin pharmacy; its clinicians work with our pharmacists on complex medication plans.',
    category: 'Hospital',
    location: 'Sayreville, NJ',
    services: [
      'Bedside prescription delivery',
      'Post-surgical medications',
      'Anticoagulation follow-up',
    ],
  },
  {
    name: 'Garden State University Medical Center',
    description:
      'An academic medical center whose pharmacy residents train with our specialty team.',
    category: 'Academic Medical',
    location: 'New Brunswick, NJ',
    services: ['Pharmacy residency rotations', 'Specialty referrals', 'Clinical research support'],
  },
  {
    name: 'Pinewood Oncology & Infusion Center',
    description:
      'An oncology practice that relies on our specialty pharmacy for oral chemotherapy and patient support.',
    category: 'Specialty',
    location: 'Mount Holly, NJ',
    services: ['Oral oncology medications', 'Financial assistance', 'Side-effect counseling'],
  },
  {
    name: 'Pinelands Military Family Clinic',
    description:
      'A clinic for service members and their families; we fill their prescriptions and transfer them quickly when families relocate.',
    category: 'Military',
    location: 'Wrightstown, NJ',
    services: ['Military plan prescriptions', 'Fast transfers on relocation', 'Free delivery'],
  },
  {
    name: 'Burlington County Veterans Outreach Clinic',
    description:
      'A community clinic for veterans; our Outpatient team coordinates medications with its providers.',
    category: 'Veterans',
    location: 'Pemberton, NJ',
    services: ['Medication coordination', 'MedPack dose packets', 'Home delivery'],
  },
  {
    name: 'Linden Express Urgent Care',
    description:
      'A walk-in urgent care center a few minutes from our Linden pharmacies; its prescriptions are usually ready before patients arrive.',
    category: 'Urgent Care',
    location: 'Linden, NJ',
    services: ['Same-day prescriptions', 'Evening and weekend fills', 'Vaccination referrals'],
  },
  {
    name: 'Middlesex Family Physicians Group',
    description:
      'A group of family doctors who work with us on medication synchronization and chronic care.',
    category: 'Medical Group',
    location: 'Old Bridge, NJ',
    services: ['Medication synchronization', 'Diabetes management', 'Blood pressure monitoring'],
  },
];

/** Financial partners: payment plans, savings and assistance. */
export const financialPartners: readonly FinancialPartner[] = [
  {
    name: 'Willow Payment Plans',
    description: 'Split the cost of larger out-of-pocket purchases into monthly payments.',
  },
  {
    name: 'SpendWell HSA & FSA Cards',
    description:
      'Pay for eligible prescriptions and health products with your health savings card.',
  },
  {
    name: 'CopayBridge Assistance Fund',
    description:
      'A charitable fund that helps eligible patients with the copays of specialty medications.',
  },
  {
    name: 'Marigold Rx Discount Card',
    description: 'Lower cash prices on many generic medications for patients without coverage.',
  },
];

/**
 * About 65 partners as text badges: the home page's strip shows a random subset, the
 * partners page shows the badges of the partners it describes.
 */
export const partners: readonly Partner[] = [
  // National
  {
    name: 'Larkspur Drug Distribution',
    type: 'Wholesale distributor',
    logo: 'LDD',
    category: 'national',
  },
  {
    name: 'Bayside Health Supply',
    type: 'Wholesale distributor',
    logo: 'BHS',
    category: 'national',
  },
  {
    name: 'Cobalt Pharma Logistics',
    type: 'Specialty distributor',
    logo: 'CPL',
    category: 'national',
  },
  {
    name: 'Fieldstone Rx Wholesale',
    type: 'Wholesale distributor',
    logo: 'FRX',
    category: 'national',
  },
  {
    name: 'Thistle Pharmacy Benefits',
    type: 'Pharmacy benefit manager',
    logo: 'TPB',
    category: 'national',
  },
  { name: 'Pillar Pharmacy Systems', type: 'Pharmacy software', logo: 'PPS', category: 'national' },
  // Local
  { name: 'Union Valley Health System', type: 'Health system', logo: 'UVH', category: 'local' },
  { name: 'Sayre Point Community Hospital', type: 'Hospital', logo: 'SPH', category: 'local' },
  {
    name: 'Garden State University Medical Center',
    type: 'Academic medical center',
    logo: 'GSU',
    category: 'local',
  },
  {
    name: 'Pinewood Oncology & Infusion Center',
    type: 'Oncology practice',
    logo: 'POI',
    category: 'local',
  },
  {
    name: 'Pinelands Military Family Clinic',
    type: 'Military clinic',
    logo: 'PMF',
    category: 'local',
  },
  {
    name: 'Burlington County Veterans Outreach Clinic',
    type: 'Veterans clinic',
    logo: 'BCV',
    category: 'local',
  },
  { name: 'Linden Express Urgent Care', type: 'Urgent care', logo: 'LEU', category: 'local' },
  {
    name: 'Middlesex Family Physicians Group',
    type: 'Medical group',
    logo: 'MFP',
    category: 'local',
  },
  // Technology
  {
    name: 'RxRelay e-Prescribing',
    type: 'Electronic prescriptions',
    logo: 'RXR',
    category: 'technology',
  },
  {
    name: 'DoseSafe Verification',
    type: 'Barcode dispensing checks',
    logo: 'DSV',
    category: 'technology',
  },
  {
    name: 'RefillText Alerts',
    type: 'Text message reminders',
    logo: 'RTA',
    category: 'technology',
  },
  { name: 'CareChat Live', type: 'Live chat support', logo: 'CCL', category: 'technology' },
  {
    name: 'MedVault Patient Portal',
    type: 'Online patient accounts',
    logo: 'MVP',
    category: 'technology',
  },
  {
    name: 'ColdTrack Monitoring',
    type: 'Temperature monitoring',
    logo: 'CTM',
    category: 'technology',
  },
  {
    name: 'PackRight Automation',
    type: 'Dose packet packaging',
    logo: 'PRA',
    category: 'technology',
  },
  {
    name: 'ClaimCheck Eligibility',
    type: 'Real-time insurance checks',
    logo: 'CCE',
    category: 'technology',
  },
  { name: 'RouteWise Delivery', type: 'Delivery routing', logo: 'RWD', category: 'technology' },
  { name: 'VaxLink Registry', type: 'Immunization records', logo: 'VXL', category: 'technology' },
  // Networks
  {
    name: 'Garden State Pharmacy Cooperative',
    type: 'Independent pharmacy cooperative',
    logo: 'GSP',
    category: 'network',
  },
  {
    name: 'Hometown Rx Network',
    type: 'Community pharmacy network',
    logo: 'HRN',
    category: 'network',
  },
  {
    name: 'Tri-State Pharmacy Services',
    type: 'Purchasing group',
    logo: 'TSP',
    category: 'network',
  },
  {
    name: 'Shoreline Care Network',
    type: 'Preferred pharmacy network',
    logo: 'SCN',
    category: 'network',
  },
  {
    name: 'Clinical Pharmacist Collaborative',
    type: 'Clinical services network',
    logo: 'CPC',
    category: 'network',
  },
  {
    name: 'Vaccine Access Alliance',
    type: 'Immunization network',
    logo: 'VAA',
    category: 'network',
  },
  {
    name: 'Senior Care Pharmacy Network',
    type: 'Medicare pharmacy network',
    logo: 'SCP',
    category: 'network',
  },
  {
    name: 'Pet Health Rx Network',
    type: 'Veterinary pharmacy network',
    logo: 'PHR',
    category: 'network',
  },
  {
    name: 'Adherence Partners Network',
    type: 'Medication adherence program',
    logo: 'APN',
    category: 'network',
  },
  {
    name: 'Neighborhood Delivery Co-op',
    type: 'Local delivery network',
    logo: 'NDC',
    category: 'network',
  },
  // Insurance
  {
    name: 'Liberty Harbor Health Plan',
    type: 'Commercial health plan',
    logo: 'LHH',
    category: 'insurance',
  },
  {
    name: 'Garden State Family Care',
    type: 'Medicaid managed care',
    logo: 'GSF',
    category: 'insurance',
  },
  {
    name: 'Evergreen Medicare Advantage',
    type: 'Medicare Advantage plan',
    logo: 'EMA',
    category: 'insurance',
  },
  { name: 'Ironwood Shield PPO', type: 'PPO plan', logo: 'ISP', category: 'insurance' },
  {
    name: 'Tri-County Employee Health',
    type: 'Employer health plan',
    logo: 'TCE',
    category: 'insurance',
  },
  { name: 'Lamplight Senior Rx', type: 'Medicare Part D plan', logo: 'LSR', category: 'insurance' },
  { name: 'Pinebrook Health Partners', type: 'HMO plan', logo: 'PHP', category: 'insurance' },
  {
    name: 'Union Workers Benefit Fund',
    type: 'Union health fund',
    logo: 'UWB',
    category: 'insurance',
  },
  {
    name: 'Seagrass Health Plan',
    type: 'Commercial health plan',
    logo: 'SGH',
    category: 'insurance',
  },
  { name: 'BridgeCare HMO', type: 'HMO plan', logo: 'BCH', category: 'insurance' },
  {
    name: 'Military Family Rx Benefit',
    type: 'Military health benefit',
    logo: 'MFR',
    category: 'insurance',
  },
  {
    name: 'State Workers Health Plan',
    type: 'Public employee plan',
    logo: 'SWH',
    category: 'insurance',
  },
  {
    name: 'Lindenwood Medicare Supplement',
    type: 'Medicare supplement',
    logo: 'LMS',
    category: 'insurance',
  },
  {
    name: 'Tidewater Marketplace Plan',
    type: 'Marketplace plan',
    logo: 'TMP',
    category: 'insurance',
  },
  {
    name: 'Delaware Valley Health Cooperative',
    type: 'Health cooperative',
    logo: 'DVH',
    category: 'insurance',
  },
  // Payment
  { name: 'Visa', type: 'Credit and debit cards', logo: 'VISA', category: 'payment' },
  { name: 'Mastercard', type: 'Credit and debit cards', logo: 'MC', category: 'payment' },
  { name: 'American Express', type: 'Credit cards', logo: 'AMEX', category: 'payment' },
  { name: 'Discover', type: 'Credit cards', logo: 'DISC', category: 'payment' },
  { name: 'Willow Payment Plans', type: 'Payment plans', logo: 'WPP', category: 'payment' },
  {
    name: 'SpendWell HSA & FSA Cards',
    type: 'Health savings cards',
    logo: 'SWC',
    category: 'payment',
  },
  {
    name: 'CopayBridge Assistance Fund',
    type: 'Copay assistance',
    logo: 'CBF',
    category: 'payment',
  },
  {
    name: 'Marigold Rx Discount Card',
    type: 'Prescription discounts',
    logo: 'MRD',
    category: 'payment',
  },
  // Specialty
  {
    name: 'Orion Specialty Biologics',
    type: 'Biologic therapies',
    logo: 'OSB',
    category: 'specialty',
  },
  {
    name: 'Cascade Rare Disease Hub',
    type: 'Rare disease support',
    logo: 'CRD',
    category: 'specialty',
  },
  {
    name: 'Helix Oncology Access',
    type: 'Oncology access program',
    logo: 'HOA',
    category: 'specialty',
  },
  {
    name: 'Bluebell Fertility Services',
    type: 'Fertility medications',
    logo: 'BFS',
    category: 'specialty',
  },
  {
    name: 'Evermore Hemophilia Care',
    type: 'Hemophilia therapies',
    logo: 'EHC',
    category: 'specialty',
  },
  {
    name: 'Stellar Transplant Support',
    type: 'Transplant medications',
    logo: 'STS',
    category: 'specialty',
  },
  {
    name: 'Crestview Neurology Access',
    type: 'Neurology therapies',
    logo: 'CNA',
    category: 'specialty',
  },
  {
    name: 'Sprout Growth Therapy Program',
    type: 'Growth hormone therapy',
    logo: 'SGT',
    category: 'specialty',
  },
];

/** The badge of a partner the page describes (every described partner has one). */
export const partnerBadge = (name: string): Partner | undefined =>
  partners.find((partner) => partner.name === name);

/** The technology partners the partners page's scrolling strip shows. */
export const technologyStrip: readonly Partner[] = partners.filter(
  (partner) => partner.category === 'technology',
);

/** Texts and lists of the /partners page. */
export const partnersPageText: PartnersPageText = {
  title: 'Our Partners',
  description:
    'The national distributors, New Jersey health partners, insurers and technology partners that help our pharmacies care for you.',
  heading: 'Our Healthcare Partners',
  lead: 'Trusted partnerships that get you the right medication, at the right price, without the wait.',
  statsTitle: 'Partnerships at a Glance',
  stats: [
    { value: '15+', label: 'Healthcare Partners' },
    { value: '4', label: 'National Distributors' },
    { value: '13+', label: 'Years of Partnership' },
    { value: '10,000+', label: 'Patients Served' },
  ],
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
  acceptedCards: ['Visa', 'Mastercard', 'American Express', 'Discover'],
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
