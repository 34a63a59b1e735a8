import { locations, site, staff } from 'shared-content';
import { aboutStats, leaderNames } from './about.facts';
import type { AboutPageText } from './about.schema';

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const locationCount = numberWords[locations.length] ?? String(locations.length);

const locationList = locations
  .map((location) => `${location.name} in ${location.address.city}`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

/**
 * The /about page. The team is SAMPLE DATA: fictional names (`about.facts.ts`) standing
 * in for the real team, to be replaced by the owner; no name is a real person's.
 */
export const aboutPage: AboutPageText = {
  title: 'About Us',
  description: `${site.groupName} is a family-owned group of four community pharmacies in ${site.state}, caring for patients, caregivers and pets since ${site.since}.`,
  heading: 'About Us',
  lead: `A family-owned community pharmacy group, caring for ${site.state} since ${site.since}.`,
  historyTitle: 'Our History',
  history: [
    `${site.groupName} opened its first pharmacy in ${site.since} as a family-owned neighborhood pharmacy, with one idea: every patient deserves the time and attention of a pharmacist who knows them.`,
    `Families kept coming back and told their neighbors, and the group grew to ${locationCount} locations: ${locationList}. We are still family-owned, and every pharmacy is still run as a neighborhood pharmacy.`,
    'Today we fill prescriptions, synchronize medications, give vaccinations, deliver for free and support patients with complex specialty therapies.',
  ],
  statsTitle: 'By the Numbers',
  stats: [
    { value: aboutStats.years, label: 'Years of Service' },
    { value: '100K+', label: 'Patients Served' },
    { value: '1 Million+', label: 'Prescriptions Filled' },
    { value: aboutStats.satisfaction, label: 'Patient Satisfaction' },
  ],
  valuesTitle: 'Our Core Values',
  values: [
    {
      title: 'Patients First',
      description:
        'We take the time to listen, explain your medications and find the most affordable way to get them.',
    },
    {
      title: 'Community',
      description:
        'We are your neighbors. We deliver for free, support local health partners and know our patients by name.',
    },
    {
      title: 'Integrity',
      description:
        'We give honest advice, protect your privacy and do what we say we will, every time.',
    },
  ],
  leadershipTitle: 'Leadership Team',
  leadership: [
    {
      name: leaderNames.founder,
      role: 'Founder and Managing Pharmacist',
      bio: 'Opened the first pharmacy of the group and still works behind the counter every week.',
    },
    {
      name: leaderNames.operations,
      role: 'Director of Pharmacy Operations',
      bio: 'Keeps the four pharmacies, their deliveries and their medication synchronization running smoothly.',
    },
    {
      name: leaderNames.specialty,
      role: 'Director of Specialty Services',
      bio: 'Leads the specialty team that helps patients with complex therapies, prior authorizations and financial assistance.',
    },
  ],
  staffTitle: 'Our Pharmacy Staff',
  staffIntro: 'The pharmacists and technicians who will help you at each location.',
  // The same records as the location pages' teams: each person once, in `staff.ts`.
  staff,
  missionTitle: 'Our Mission',
  mission:
    'To make every patient healthier and every visit easier, with personal care from pharmacists who know them, the medications they need at a fair price, and service that goes to their door.',
};
