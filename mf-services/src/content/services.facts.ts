import type { OpeningHours } from 'shared-content/schemas';
import type { Offer } from './services.schema';

/**
 * The facts of the services pages that both languages show (`services.ts`,
 * `services.es.ts`): prices, lengths, hours and the medication-sync rules. No text lives
 * here, so a page in one language does not download the other's texts.
 */

/** One language's texts of a consultation type. */
export type ConsultationTexts = Omit<Offer, 'priceUsd' | 'durationMinutes'>;

/**
 * The three consultation types, with their prices and lengths: each language gives the
 * texts of the basic consultation, the comprehensive medication review and the chronic
 * care plan, in that order.
 */
export const consultationTypesWith = (
  texts: readonly [basic: ConsultationTexts, review: ConsultationTexts, chronic: ConsultationTexts],
): readonly Offer[] => {
  const [basic, review, chronic] = texts;
  return [
    { ...basic, priceUsd: 25, durationMinutes: 15 },
    { ...review, priceUsd: 50, durationMinutes: 30 },
    { ...chronic, priceUsd: 75, durationMinutes: 45 },
  ];
};

/** When a pharmacist is available without an appointment. */
export const walkInConsultationHours: OpeningHours = {
  weekdays: { opens: '09:00', closes: '18:00' },
  saturday: { opens: '09:00', closes: '14:00' },
  sunday: null,
};

/** When consultations can be booked. */
export const scheduledConsultationHours: OpeningHours = {
  weekdays: { opens: '09:00', closes: '19:00' },
  saturday: { opens: '09:00', closes: '16:00' },
  sunday: { opens: '10:00', closes: '14:00' },
};

/** Who medication synchronization is for, and what it needs, on /services/medication-sync. */
export const medicationSyncRules = {
  minimumMaintenanceMedications: 3,
  supplyDays: 90,
} as const;
