import { linkTo, locationDetailsIn, portalLinks } from './location-details.facts';
import type { LocationsUi } from './location-details.schema';

/**
 * What the location detail pages show beyond the facts of `locations.ts` (address,
 * phone, fax, hours, services, features, NCPDP id and rating live there), in English.
 * Where the links go, which sections each page has and each team (read from `staff.ts`)
 * are in `location-details.facts.ts`, shared with the Spanish texts.
 *
 * Healthcare partnerships and awards are sample descriptions.
 */

export const locationDetails = locationDetailsIn({
  links: {
    requestRefill: 'Request Refill',
    transferPrescription: 'Transfer Prescription',
    scheduleVaccine: 'Schedule Vaccine',
    consultPharmacist: 'Consult Pharmacist',
    howRefillsWork: 'How Refills Work',
    howTransfersWork: 'How Transfers Work',
    aboutMedPack: 'About MedPack',
  },
  locations: {
    family: {
      lead: 'Your neighborhood pharmacy for everyday prescriptions, vaccines and friendly advice, with a team that knows you by name.',
      description:
        'Family Pharmacy in Linden, NJ: open-now status, hours, phone, fax, directions, services, our pharmacy team, and online refills and transfers.',
      sections: {},
      team: {
        title: 'Meet Our Team',
        intro: 'Pharmacists and technicians who take the time to answer your questions.',
      },
      cta: {
        title: 'Time for a refill?',
        text: 'See how to request a refill online, by phone or in store, and pick it up or have it delivered.',
      },
    },
    specialty: {
      lead: 'Complex therapies made manageable: specialty medications, insurance help and clinical support from pharmacists who focus on chronic and rare conditions.',
      description:
        'Specialty Pharmacy in Linden, NJ: specialty therapies, prior authorization and financial help, 24/7 clinical support, hours, phone and directions.',
      sections: {
        'specialty-areas': {
          title: 'Specialty Areas',
          cards: [
            {
              title: 'Oncology',
              description: 'Oral and injectable cancer therapies, with side-effect coaching.',
            },
            {
              title: 'Cardiology',
              description: 'Advanced heart-failure and cholesterol-lowering therapies.',
            },
            {
              title: 'Neurology',
              description: 'Treatments for multiple sclerosis, migraine and epilepsy.',
            },
            {
              title: 'Rheumatology',
              description: 'Therapies for rheumatoid arthritis, psoriatic arthritis and lupus.',
            },
            {
              title: 'Biologics',
              description: 'Self-injectable biologics with injection training and sharps disposal.',
            },
            {
              title: 'Rare Diseases',
              description: 'Limited-distribution medications sourced and coordinated for you.',
            },
          ],
        },
        'specialty-medications': {
          title: 'Specialty Medications We Dispense',
          intro: 'Medications for:',
          items: [
            'Oncology',
            'Rheumatology',
            'Multiple sclerosis',
            'Hepatitis C',
            'HIV',
            'Transplant',
            'Rare disease',
            'Fertility',
            'Growth hormone',
            'Hemophilia',
          ],
        },
        'support-services': {
          title: 'Patient Support Services',
          cards: [
            {
              title: 'Insurance and prior authorization help',
              description: 'We work with your insurer and prescriber to get your therapy approved.',
            },
            {
              title: 'Financial assistance',
              description: 'We look for manufacturer copay cards and foundation grants for you.',
            },
            {
              title: '24/7 clinical support',
              description:
                'A pharmacist is on call day and night for questions about your therapy.',
            },
            {
              title: 'Cold chain shipping',
              description: 'Temperature-sensitive medications packed and shipped to stay in range.',
            },
            {
              title: 'Adherence monitoring',
              description: 'Refill reminders and check-ins so you stay on track with treatment.',
            },
          ],
        },
      },
      team: {
        title: 'Meet Our Specialty Team',
        intro:
          'Clinical pharmacists and coordinators who follow your therapy from start to finish.',
      },
      cta: {
        title: 'Moving your specialty prescription?',
        text: 'We coordinate the transfer with your current pharmacy and your prescriber.',
      },
    },
    parlin: {
      lead: 'Drive-through convenience with a personal touch: prescriptions, MedPack packaging and health programs for Parlin and nearby towns.',
      description:
        'Parlin Pharmacy, NJ: drive-through and curbside pickup, MedPack packaging, health programs, open-now status, hours, phone and directions.',
      sections: {
        convenience: {
          title: 'Convenience',
          cards: [
            {
              title: 'Drive-through and curbside',
              description: 'Pick up prescriptions without leaving your car.',
            },
            {
              title: 'MedPack synchronization and packaging',
              description:
                'Your medications synchronized to one date and sorted into dose packets.',
            },
          ],
        },
        communities: {
          title: 'Communities We Serve',
          items: [
            'Parlin',
            'Sayreville',
            'Old Bridge',
            'South Amboy',
            'Perth Amboy',
            'East Brunswick',
          ],
        },
        'health-programs': {
          title: 'Health Programs',
          cards: [
            {
              title: 'Medicare Part D consultation',
              description: 'Compare plans and find the coverage that fits your medications.',
            },
            {
              title: 'Diabetes management',
              description: 'Supplies, meter training and medication reviews.',
            },
            {
              title: 'Blood pressure monitoring',
              description: 'Free in-store blood pressure checks.',
            },
            {
              title: 'Medication therapy management',
              description: 'A one-on-one review of everything you take.',
            },
          ],
        },
      },
      team: {
        title: 'Meet Our Team',
        intro: 'The Parlin team helps you from the drive-through window to the consultation room.',
      },
      cta: {
        title: 'Time for a refill?',
        text: 'Request a refill online and pick it up at the drive-through.',
      },
    },
    outpatient: {
      lead: 'Clinical pharmacy care for Burlington County: discharge prescriptions, clinical consultations, free delivery and MedPack.',
      description:
        'Outpatient Pharmacy in Browns Mills, NJ: post-surgical and discharge prescriptions, free delivery, clinical team, hours, phone and directions.',
      sections: {
        'outpatient-services': {
          title: 'Our Services',
          cards: [
            {
              title: 'Post-surgical and discharge prescriptions',
              description: 'Prescriptions ready when you leave the hospital or surgery center.',
            },
            {
              title: 'Free delivery',
              description: 'Medications brought to your door at no charge.',
            },
            {
              title: 'Clinical consultations',
              description: 'Private consultations with a pharmacist about your treatment.',
            },
            {
              title: 'MedPack',
              description: 'Monthly pre-sorted dose packets, delivered free.',
            },
          ],
        },
        'healthcare-partnerships': {
          title: 'Healthcare Partnerships',
          intro: 'We work with local care teams so your care continues smoothly.',
          cards: [
            {
              title: 'Hospital discharge teams',
              description: 'Discharge prescriptions coordinated before you go home.',
            },
            {
              title: 'Primary care practices',
              description: 'Shared medication lists and refill coordination with your doctor.',
            },
            {
              title: 'Home health agencies',
              description: 'Deliveries and medication reviews for patients cared for at home.',
            },
          ],
        },
        'service-areas': {
          title: 'Burlington County Service Areas',
          items: [
            'Browns Mills',
            'Pemberton',
            'Pemberton Township',
            'Southampton',
            'Vincentown',
            'Wrightstown',
            'New Hanover',
            'Mount Holly',
          ],
        },
        awards: {
          title: 'Awards and Recognition',
          cards: [
            {
              title: 'Customer satisfaction leader',
              description: 'Ranked top in customer satisfaction 8 years in a row.',
            },
            {
              title: 'Consistent excellence',
              description: 'Top customer-satisfaction ranking in 13 of the last 15 years.',
            },
            {
              title: 'Community care',
              description: 'Trusted by patients, families and care teams across Burlington County.',
            },
          ],
        },
      },
      team: {
        title: 'Our Clinical Team',
        intro: 'Pharmacists trained in transitions of care and chronic disease management.',
      },
      cta: {
        title: 'Moving your prescriptions to us?',
        text: 'We contact your current pharmacy and move your prescriptions for you.',
      },
    },
  },
});

export const locationsUi: LocationsUi = {
  listPage: {
    title: 'Pharmacy Locations',
    heading: 'Our Locations',
    description:
      'Our four New Jersey pharmacies: addresses, phone and fax numbers, hours, open-now status, directions, services, refills, transfers and delivery.',
    lead: 'Four community pharmacies across New Jersey, each with its own team and services.',
    filterLabel: 'Show location',
    allOption: 'All locations',
    filterSubmit: 'Show',
    listHeading: 'Pharmacies',
    mapLink: linkTo('map', 'Find your nearest pharmacy'),
    countOne: 'Showing 1 location: {name}',
    countAll: 'Showing all {count} locations',
  },
  mapPage: {
    title: 'Find Your Nearest Pharmacy',
    heading: 'Find Your Nearest Pharmacy',
    description:
      'Find the pharmacy nearest to you: search the map, or pick one of our four New Jersey locations with address, phone and directions.',
    lead: 'Search the map for the location closest to you, or choose one of our four pharmacies below.',
    searchLabel: 'Search the Map',
    listHeading: 'Our Four Pharmacies',
    back: linkTo('locations', 'Back to Locations'),
  },
  card: {
    address: 'Address',
    phone: 'Phone',
    fax: 'Fax',
    ncpdp: 'NCPDP ID',
    getDirections: 'Get Directions',
    callNow: 'Call Now',
    directions: 'Directions',
    hoursCaption: 'Hours',
    servicesHeading: 'Services',
    viewDetails: 'View details',
    viewDetailsOf: 'of {name}',
    directionsTo: 'to {name}',
    portalActions: portalLinks({
      refillPortal: 'Refill Rx',
      transferPortal: 'Transfer Rx',
      deliveryPortal: 'Schedule Delivery',
    }),
  },
  detail: {
    pageTitle: '{name} in {city}, {state}',
    backToLocations: linkTo('locations', 'Back to Locations'),
    ratingLabel: 'Patient rating',
    contactHeading: 'Contact and Pharmacy Details',
    factsHeading: 'Address and Numbers',
    hoursHeading: 'Hours',
    hoursCaption: 'Opening hours (New Jersey time)',
    holidayNote: 'Closed all day on',
    servicesHeading: 'Services',
    highlightsHeading: 'Highlights',
    mapHeading: 'Map and Directions',
    mapTitle: 'Map of',
    mapNotice:
      'The map comes from Google Maps and loads only when you ask for it; until then this page tells Google nothing about your visit.',
    mapShow: 'Show the map',
    breadcrumbLabel: 'Breadcrumb',
    breadcrumbHome: 'Home',
    breadcrumbLocations: 'Our Locations',
  },
};
