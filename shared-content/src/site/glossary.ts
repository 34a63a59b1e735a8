/**
 * The words the Spanish site uses for pharmacy terms, one choice each, so every section
 * says the same thing (usted form throughout). `avoid` lists synonyms that a translator
 * might reach for but patients read differently or the site does not use; the content
 * tests reject them in Spanish texts.
 */
export interface GlossaryTerm {
  en: string;
  es: string;
  avoid?: readonly string[];
  note?: string;
}

export const glossary: readonly GlossaryTerm[] = [
  { en: 'prescription', es: 'receta', avoid: ['prescripción'] },
  { en: 'refill', es: 'resurtido', avoid: ['rellenado', 'recarga', 'reabastecimiento'] },
  { en: 'request a refill', es: 'pedir un resurtido' },
  {
    en: 'prescription transfer',
    es: 'traslado de receta',
    avoid: ['transferencia de receta', 'transferencia de prescripción'],
  },
  { en: 'pharmacy', es: 'farmacia' },
  { en: 'pharmacist', es: 'farmacéutico', note: 'farmacéutica for a woman' },
  { en: 'pharmacy technician', es: 'técnico de farmacia' },
  { en: 'medication', es: 'medicamento', avoid: ['medicación'] },
  { en: 'over-the-counter', es: 'de venta libre' },
  { en: 'insurance', es: 'seguro médico' },
  { en: 'copay', es: 'copago' },
  { en: 'vaccination', es: 'vacuna', note: 'vacunación for the service in general' },
  { en: 'flu shot', es: 'vacuna contra la gripe', avoid: ['vacuna de la influenza'] },
  { en: 'drive-through', es: 'ventanilla para autos', avoid: ['autoservicio', 'drive-thru'] },
  { en: 'curbside pickup', es: 'recogida en la acera' },
  { en: 'free delivery', es: 'entrega gratis a domicilio' },
  { en: 'hours', es: 'horario' },
  { en: 'open now', es: 'abierto ahora' },
  { en: 'pet medications', es: 'medicamentos para mascotas' },
  { en: 'MedPack', es: 'MedPack', note: 'a product name: never translated' },
  { en: 'medication synchronization', es: 'sincronización de medicamentos' },
  { en: 'dose packets', es: 'paquetes de dosis' },
  { en: 'Medicare Part D', es: 'Medicare Parte D' },
  { en: 'best prices', es: 'mejores precios' },
  { en: 'privacy policy', es: 'política de privacidad' },
  { en: 'HIPAA notice', es: 'aviso de prácticas de privacidad (HIPAA)' },
  { en: 'language help', es: 'ayuda con el idioma', note: 'free of charge: "sin costo"' },
];

/** Words the Spanish texts must not use (the glossary's `avoid` lists), lower case. */
export const avoidedSpanishTerms = glossary.flatMap((term) => term.avoid ?? []);
