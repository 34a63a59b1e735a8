import { z } from 'zod';
import { nonEmpty, openingHours, phoneNumber } from './common';

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
 * A team member on a detail page. Names are fictional: an initial and a surname
 * ("Dr. A. Rivera, PharmD"), never a real person.
 */
export const teamMember = z.object({
  name: z
    .string()
    .regex(
      /^(Dr\. )?[A-Z]\. [A-Z][a-z]+, (PharmD|RPh|CPhT)$/,
      'expected a fictional "Dr. A. Surname, PharmD" style name',
    ),
  role: nonEmpty,
  bio: nonEmpty,
});

/** A person of the one staff list: a team member and the pharmacy they work at. */
export const staffMember = teamMember.extend({ locationId });

export type TeamMember = z.infer<typeof teamMember>;
export type StaffMember = z.infer<typeof staffMember>;
