import type { LocationId, StaffMember } from '../schemas/locations';

/**
 * The people at the four pharmacies, each once, with their pharmacy and role: the
 * About page's staff grid and each location's team are read from this one list.
 *
 * SAMPLE DATA: fictional names (an initial and a surname), not real people; the owner
 * replaces them with the real team.
 */
export const staff: StaffMember[] = [
  {
    name: 'Dr. A. Rivera, PharmD',
    role: 'Pharmacist in Charge',
    locationId: 'family',
    bio: 'Reviews every new prescription with you and coordinates with your doctor when something needs to change.',
  },
  {
    name: 'B. Okafor, RPh',
    role: 'Staff Pharmacist',
    locationId: 'family',
    bio: 'Gives walk-in vaccinations and helps families keep track of their medications.',
  },
  {
    name: 'C. Lindqvist, CPhT',
    role: 'Certified Pharmacy Technician',
    locationId: 'family',
    bio: 'Handles refills, insurance questions and curbside pickups.',
  },
  {
    name: 'Dr. D. Hale, PharmD',
    role: 'Clinical Specialty Pharmacist',
    locationId: 'specialty',
    bio: 'Counsels patients starting oncology and biologic therapies.',
  },
  {
    name: 'E. Marsh, RPh',
    role: 'Patient Care Pharmacist',
    locationId: 'specialty',
    bio: 'Answers after-hours clinical calls and follows up on side effects.',
  },
  {
    name: 'F. Navarro, CPhT',
    role: 'Prior Authorization Specialist',
    locationId: 'specialty',
    bio: 'Works with insurers and prescribers to approve specialty therapies.',
  },
  {
    name: 'Dr. G. Patel, PharmD',
    role: 'Pharmacist in Charge',
    locationId: 'parlin',
    bio: 'Leads the medication therapy management and diabetes programs.',
  },
  {
    name: 'H. Brooks, RPh',
    role: 'Staff Pharmacist',
    locationId: 'parlin',
    bio: 'Helps patients compare Medicare Part D plans every enrollment season.',
  },
  {
    name: 'I. Santos, CPhT',
    role: 'MedPack Coordinator',
    locationId: 'parlin',
    bio: 'Synchronizes refills and prepares dose packets.',
  },
  {
    name: 'Dr. J. Whitfield, PharmD',
    role: 'Clinical Pharmacist',
    locationId: 'outpatient',
    bio: 'Reviews discharge medications and leads clinical consultations.',
  },
  {
    name: 'Dr. K. Osei, PharmD',
    role: 'Transitions of Care Pharmacist',
    locationId: 'outpatient',
    bio: 'Works with hospital discharge teams on post-surgical prescriptions.',
  },
  {
    name: 'L. Duarte, CPhT',
    role: 'Delivery and MedPack Coordinator',
    locationId: 'outpatient',
    bio: 'Schedules free deliveries and prepares monthly MedPack packets.',
  },
];

/** The team of one pharmacy, in the order of `staff`. */
export const teamAt = (locationId: LocationId): StaffMember[] =>
  staff.filter((member) => member.locationId === locationId);
