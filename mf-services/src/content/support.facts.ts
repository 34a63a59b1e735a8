/**
 * The facts of the support pages that both languages show (`support.ts`, `support.es.ts`):
 * no text lives here (plan names are names; `support.es.ts` translates the one that is not).
 */

/**
 * The accepted plans below are SAMPLE DATA (no real list is known yet). The owner
 * replaces the list with the pharmacies' actual networks before going live (README,
 * "Placeholders an owner replaces").
 */
export const acceptedPlans = [
  'Aetna',
  'AmeriHealth New Jersey',
  'Cigna',
  'Horizon Blue Cross Blue Shield of New Jersey',
  'Humana',
  'UnitedHealthcare',
  'Express Scripts',
  'CVS Caremark',
  'OptumRx',
  'TRICARE',
  'Medicare Part D plans',
  'NJ FamilyCare (Medicaid)',
] as const;
