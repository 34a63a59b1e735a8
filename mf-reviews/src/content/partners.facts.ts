import type {
  FinancialPartner,
  LocalPartner,
  NationalPartner,
  Partner,
  PartnersPageText,
} from './partners.schema';

/*
 * The facts of the partners, in no language: names, logos, categories, kinds, years,
 * towns, websites and figures. What each partner does, and every label, is each
 * language's (`partners.ts`, `partners.es.ts`, `partnerBadges.ts`, `partnerBadges.es.ts`),
 * written against these names and kinds, so `tsc` fails on one missing.
 *
 * SAMPLE DATA. Every partner below is a fictional organization standing in for the
 * group's real partners until the owner replaces them; websites are under the reserved
 * `.example` domain. Only the four card brands are real names: they are the cards
 * the pharmacies accept.
 */

/** What kind of partner each badge names (each language writes the kind). */
const partnerKinds = [
  'wholesaleDistributor',
  'specialtyDistributor',
  'pharmacyBenefitManager',
  'pharmacySoftware',
  'healthSystem',
  'hospital',
  'academicMedicalCenter',
  'oncologyPractice',
  'militaryClinic',
  'veteransClinic',
  'urgentCare',
  'medicalGroup',
  'electronicPrescriptions',
  'barcodeDispensingChecks',
  'textMessageReminders',
  'liveChatSupport',
  'onlinePatientAccounts',
  'temperatureMonitoring',
  'dosePacketPackaging',
  'realTimeInsuranceChecks',
  'deliveryRouting',
  'immunizationRecords',
  'independentPharmacyCooperative',
  'communityPharmacyNetwork',
  'purchasingGroup',
  'preferredPharmacyNetwork',
  'clinicalServicesNetwork',
  'immunizationNetwork',
  'medicarePharmacyNetwork',
  'veterinaryPharmacyNetwork',
  'medicationAdherenceProgram',
  'localDeliveryNetwork',
  'commercialHealthPlan',
  'medicaidManagedCare',
  'medicareAdvantagePlan',
  'ppoPlan',
  'employerHealthPlan',
  'medicarePartDPlan',
  'hmoPlan',
  'unionHealthFund',
  'militaryHealthBenefit',
  'publicEmployeePlan',
  'medicareSupplement',
  'marketplacePlan',
  'healthCooperative',
  'creditAndDebitCards',
  'creditCards',
  'paymentPlans',
  'healthSavingsCards',
  'copayAssistance',
  'prescriptionDiscounts',
  'biologicTherapies',
  'rareDiseaseSupport',
  'oncologyAccessProgram',
  'fertilityMedications',
  'hemophiliaTherapies',
  'transplantMedications',
  'neurologyTherapies',
  'growthHormoneTherapy',
] as const;

export type PartnerKind = (typeof partnerKinds)[number];

/**
 * About 65 partners as text badges: the home page's strip shows a random subset, the
 * partners page shows the badges of the partners it describes.
 */
export const partnerBadgeFacts: readonly (Omit<Partner, 'type'> & { kind: PartnerKind })[] = [
  {
    name: 'Larkspur Drug Distribution',
    kind: 'wholesaleDistributor',
    logo: 'LDD',
    category: 'national',
  },
  {
    name: 'Bayside Health Supply',
    kind: 'wholesaleDistributor',
    logo: 'BHS',
    category: 'national',
  },
  {
    name: 'Cobalt Pharma Logistics',
    kind: 'specialtyDistributor',
    logo: 'CPL',
    category: 'national',
  },
  {
    name: 'Fieldstone Rx Wholesale',
    kind: 'wholesaleDistributor',
    logo: 'FRX',
    category: 'national',
  },
  {
    name: 'Thistle Pharmacy Benefits',
    kind: 'pharmacyBenefitManager',
    logo: 'TPB',
    category: 'national',
  },
  { name: 'Pillar Pharmacy Systems', kind: 'pharmacySoftware', logo: 'PPS', category: 'national' },
  { name: 'Union Valley Health System', kind: 'healthSystem', logo: 'UVH', category: 'local' },
  { name: 'Sayre Point Community Hospital', kind: 'hospital', logo: 'SPH', category: 'local' },
  {
    name: 'Garden State University Medical Center',
    kind: 'academicMedicalCenter',
    logo: 'GSU',
    category: 'local',
  },
  {
    name: 'Pinewood Oncology & Infusion Center',
    kind: 'oncologyPractice',
    logo: 'POI',
    category: 'local',
  },
  {
    name: 'Pinelands Military Family Clinic',
    kind: 'militaryClinic',
    logo: 'PMF',
    category: 'local',
  },
  {
    name: 'Burlington County Veterans Outreach Clinic',
    kind: 'veteransClinic',
    logo: 'BCV',
    category: 'local',
  },
  { name: 'Linden Express Urgent Care', kind: 'urgentCare', logo: 'LEU', category: 'local' },
  {
    name: 'Middlesex Family Physicians Group',
    kind: 'medicalGroup',
    logo: 'MFP',
    category: 'local',
  },
  {
    name: 'RxRelay e-Prescribing',
    kind: 'electronicPrescriptions',
    logo: 'RXR',
    category: 'technology',
  },
  {
    name: 'DoseSafe Verification',
    kind: 'barcodeDispensingChecks',
    logo: 'DSV',
    category: 'technology',
  },
  { name: 'RefillText Alerts', kind: 'textMessageReminders', logo: 'RTA', category: 'technology' },
  { name: 'CareChat Live', kind: 'liveChatSupport', logo: 'CCL', category: 'technology' },
  {
    name: 'MedVault Patient Portal',
    kind: 'onlinePatientAccounts',
    logo: 'MVP',
    category: 'technology',
  },
  {
    name: 'ColdTrack Monitoring',
    kind: 'temperatureMonitoring',
    logo: 'CTM',
    category: 'technology',
  },
  {
    name: 'PackRight Automation',
    kind: 'dosePacketPackaging',
    logo: 'PRA',
    category: 'technology',
  },
  {
    name: 'ClaimCheck Eligibility',
    kind: 'realTimeInsuranceChecks',
    logo: 'CCE',
    category: 'technology',
  },
  { name: 'RouteWise Delivery', kind: 'deliveryRouting', logo: 'RWD', category: 'technology' },
  { name: 'VaxLink Registry', kind: 'immunizationRecords', logo: 'VXL', category: 'technology' },
  {
    name: 'Garden State Pharmacy Cooperative',
    kind: 'independentPharmacyCooperative',
    logo: 'GSP',
    category: 'network',
  },
  {
    name: 'Hometown Rx Network',
    kind: 'communityPharmacyNetwork',
    logo: 'HRN',
    category: 'network',
  },
  {
    name: 'Tri-State Pharmacy Services',
    kind: 'purchasingGroup',
    logo: 'TSP',
    category: 'network',
  },
  {
    name: 'Shoreline Care Network',
    kind: 'preferredPharmacyNetwork',
    logo: 'SCN',
    category: 'network',
  },
  {
    name: 'Clinical Pharmacist Collaborative',
    kind: 'clinicalServicesNetwork',
    logo: 'CPC',
    category: 'network',
  },
  {
    name: 'Vaccine Access Alliance',
    kind: 'immunizationNetwork',
    logo: 'VAA',
    category: 'network',
  },
  {
    name: 'Senior Care Pharmacy Network',
    kind: 'medicarePharmacyNetwork',
    logo: 'SCP',
    category: 'network',
  },
  {
    name: 'Pet Health Rx Network',
    kind: 'veterinaryPharmacyNetwork',
    logo: 'PHR',
    category: 'network',
  },
  {
    name: 'Adherence Partners Network',
    kind: 'medicationAdherenceProgram',
    logo: 'APN',
    category: 'network',
  },
  {
    name: 'Neighborhood Delivery Co-op',
    kind: 'localDeliveryNetwork',
    logo: 'NDC',
    category: 'network',
  },
  {
    name: 'Liberty Harbor Health Plan',
    kind: 'commercialHealthPlan',
    logo: 'LHH',
    category: 'insurance',
  },
  {
    name: 'Garden State Family Care',
    kind: 'medicaidManagedCare',
    logo: 'GSF',
    category: 'insurance',
  },
  {
    name: 'Evergreen Medicare Advantage',
    kind: 'medicareAdvantagePlan',
    logo: 'EMA',
    category: 'insurance',
  },
  { name: 'Ironwood Shield PPO', kind: 'ppoPlan', logo: 'ISP', category: 'insurance' },
  {
    name: 'Tri-County Employee Health',
    kind: 'employerHealthPlan',
    logo: 'TCE',
    category: 'insurance',
  },
  { name: 'Lamplight Senior Rx', kind: 'medicarePartDPlan', logo: 'LSR', category: 'insurance' },
  { name: 'Pinebrook Health Partners', kind: 'hmoPlan', logo: 'PHP', category: 'insurance' },
  {
    name: 'Union Workers Benefit Fund',
    kind: 'unionHealthFund',
    logo: 'UWB',
    category: 'insurance',
  },
  {
    name: 'Seagrass Health Plan',
    kind: 'commercialHealthPlan',
    logo: 'SGH',
    category: 'insurance',
  },
  { name: 'BridgeCare HMO', kind: 'hmoPlan', logo: 'BCH', category: 'insurance' },
  {
    name: 'Military Family Rx Benefit',
    kind: 'militaryHealthBenefit',
    logo: 'MFR',
    category: 'insurance',
  },
  {
    name: 'State Workers Health Plan',
    kind: 'publicEmployeePlan',
    logo: 'SWH',
    category: 'insurance',
  },
  {
    name: 'Lindenwood Medicare Supplement',
    kind: 'medicareSupplement',
    logo: 'LMS',
    category: 'insurance',
  },
  {
    name: 'Tidewater Marketplace Plan',
    kind: 'marketplacePlan',
    logo: 'TMP',
    category: 'insurance',
  },
  {
    name: 'Delaware Valley Health Cooperative',
    kind: 'healthCooperative',
    logo: 'DVH',
    category: 'insurance',
  },
  { name: 'Visa', kind: 'creditAndDebitCards', logo: 'VISA', category: 'payment' },
  { name: 'Mastercard', kind: 'creditAndDebitCards', logo: 'MC', category: 'payment' },
  { name: 'American Express', kind: 'creditCards', logo: 'AMEX', category: 'payment' },
  { name: 'Discover', kind: 'creditCards', logo: 'DISC', category: 'payment' },
  { name: 'Willow Payment Plans', kind: 'paymentPlans', logo: 'WPP', category: 'payment' },
  {
    name: 'SpendWell HSA & FSA Cards',
    kind: 'healthSavingsCards',
    logo: 'SWC',
    category: 'payment',
  },
  {
    name: 'CopayBridge Assistance Fund',
    kind: 'copayAssistance',
    logo: 'CBF',
    category: 'payment',
  },
  {
    name: 'Marigold Rx Discount Card',
    kind: 'prescriptionDiscounts',
    logo: 'MRD',
    category: 'payment',
  },
  {
    name: 'Orion Specialty Biologics',
    kind: 'biologicTherapies',
    logo: 'OSB',
    category: 'specialty',
  },
  {
    name: 'Cascade Rare Disease Hub',
    kind: 'rareDiseaseSupport',
    logo: 'CRD',
    category: 'specialty',
  },
  {
    name: 'Helix Oncology Access',
    kind: 'oncologyAccessProgram',
    logo: 'HOA',
    category: 'specialty',
  },
  {
    name: 'Bluebell Fertility Services',
    kind: 'fertilityMedications',
    logo: 'BFS',
    category: 'specialty',
  },
  {
    name: 'Evermore Hemophilia Care',
    kind: 'hemophiliaTherapies',
    logo: 'EHC',
    category: 'specialty',
  },
  {
    name: 'Stellar Transplant Support',
    kind: 'transplantMedications',
    logo: 'STS',
    category: 'specialty',
  },
  {
    name: 'Crestview Neurology Access',
    kind: 'neurologyTherapies',
    logo: 'CNA',
    category: 'specialty',
  },
  {
    name: 'Sprout Growth Therapy Program',
    kind: 'growthHormoneTherapy',
    logo: 'SGT',
    category: 'specialty',
  },
];

/** National partners of the /partners page. */
export const nationalPartnerFacts = [
  {
    name: 'Larkspur Drug Distribution',
    category: 'Distribution',
    established: 1978,
    website: 'https://larkspurdrug.example/',
  },
  {
    name: 'Bayside Health Supply',
    category: 'Distribution',
    established: 1985,
    website: 'https://baysidehealthsupply.example/',
  },
  {
    name: 'Cobalt Pharma Logistics',
    category: 'Distribution',
    established: 1992,
    website: 'https://cobaltpharma.example/',
  },
  {
    name: 'Fieldstone Rx Wholesale',
    category: 'Distribution',
    established: 1969,
    website: 'https://fieldstonerx.example/',
  },
  {
    name: 'Thistle Pharmacy Benefits',
    category: 'PBM',
    established: 1996,
    website: 'https://thistlebenefits.example/',
  },
  {
    name: 'Pillar Pharmacy Systems',
    category: 'Technology',
    established: 2001,
    website: 'https://pillarsystems.example/',
  },
] as const satisfies readonly Omit<NationalPartner, 'description'>[];

/** Local New Jersey partners of the /partners page. */
export const localPartnerFacts = [
  { name: 'Union Valley Health System', category: 'Health System', location: 'Elizabeth, NJ' },
  { name: 'Sayre Point Community Hospital', category: 'Hospital', location: 'Sayreville, NJ' },
  {
    name: 'Garden State University Medical Center',
    category: 'Academic Medical',
    location: 'New Brunswick, NJ',
  },
  {
    name: 'Pinewood Oncology & Infusion Center',
    category: 'Specialty',
    location: 'Mount Holly, NJ',
  },
  { name: 'Pinelands Military Family Clinic', category: 'Military', location: 'Wrightstown, NJ' },
  {
    name: 'Burlington County Veterans Outreach Clinic',
    category: 'Veterans',
    location: 'Pemberton, NJ',
  },
  { name: 'Linden Express Urgent Care', category: 'Urgent Care', location: 'Linden, NJ' },
  {
    name: 'Middlesex Family Physicians Group',
    category: 'Medical Group',
    location: 'Old Bridge, NJ',
  },
] as const satisfies readonly Omit<LocalPartner, 'description' | 'services'>[];

/** Financial partners: payment plans, savings and assistance. */
export const financialPartnerFacts = [
  { name: 'Willow Payment Plans' },
  { name: 'SpendWell HSA & FSA Cards' },
  { name: 'CopayBridge Assistance Fund' },
  { name: 'Marigold Rx Discount Card' },
] as const satisfies readonly Omit<FinancialPartner, 'description'>[];

export type NationalPartnerName = (typeof nationalPartnerFacts)[number]['name'];
export type LocalPartnerName = (typeof localPartnerFacts)[number]['name'];
export type FinancialPartnerName = (typeof financialPartnerFacts)[number]['name'];

/** The partnership figures of the /partners page, in order (each language labels them). */
export const partnerStatValues = ['15+', '4', '13+', '10,000+'] as const;

/** The card brands the pharmacies accept. */
export const acceptedCards: PartnersPageText['acceptedCards'] = [
  'Visa',
  'Mastercard',
  'American Express',
  'Discover',
];
