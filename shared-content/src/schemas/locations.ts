import { z } from 'zod';
import { nonEmpty, openingHours, phoneNumber, teamMember } from './common';

export const locationId = z.enum(['family', 'specialty', 'parlin', 'outpatient']);

export const postalAddress = z.object({
  street: nonEmpty,
  city: nonEmpty,
  state: z.literal('NJ'),
  zip: z.string().regex(/^\d{5}$/),
});

export const location = z.object({
  id: locationId,
  name: nonEmpty,
  /** The word used in the header's rotating word and the filter. */
  shortName: nonEmpty,
  address: postalAddress,
  phone: phoneNumber,
  fax: phoneNumber,
  /** Where the contact form addresses a message for this pharmacy (the visitor's own mail app sends it). */
  email: z.email(),
  hours: openingHours,
  services: z.array(nonEmpty).min(1),
  features: z.array(nonEmpty).min(1),
  coordinates: z.object({
    latitude: z.number().min(38.9).max(41.4),
    longitude: z.number().min(-75.6).max(-73.9),
  }),
  ncpdpId: z.string().regex(/^\d{7}$/),
  /** Rating shown on the location's pages, out of 5. */
  rating: z.number().min(1).max(5),
});

export type LocationId = z.infer<typeof locationId>;
export type PostalAddress = z.infer<typeof postalAddress>;
export type PharmacyLocation = z.infer<typeof location>;

/**
 * A person of the one staff list (`site/staff.ts`): a team member with a pharmacist's or
 * technician's credential and the pharmacy they work at. Names are fictional: an
 * initial and a surname ("Dr. A. Rivera, PharmD"), never a real person.
 */
export const staffMember = teamMember.extend({
  name: z
    .string()
    .regex(
      /^(Dr\. )?[A-Z]\. [A-Z][a-z]+, (PharmD|RPh|CPhT)$/,
      'expected a fictional "Dr. A. Surname, PharmD" style name',
    ),
  locationId,
});

export type StaffMember = z.infer<typeof staffMember>;
