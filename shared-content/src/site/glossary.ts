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
    avoid: ['transferencia de prescripción'],
    note: '"transferir una receta" is fine too: what patients see at the large chains',
  },
  { en: 'transfer a prescription', es: 'trasladar una receta', note: 'or "transferir una receta"' },
  { en: 'pharmacy', es: 'farmacia' },
  { en: 'pharmacist', es: 'farmacéutico', note: 'farmacéutica for a woman' },
  { en: 'pharmacy technician', es: 'técnico de farmacia' },
  { en: 'medication', es: 'medicamento', avoid: ['medicación'] },
  {
    en: 'manage (prescriptions)',
    es: 'administrar',
    avoid: ['maneje sus recetas', 'manejo de recetas'],
    note: '"Administre sus recetas"; "manejo" only in "manejo de terapia de medicamentos (MTM)"',
  },
  {
    en: 'maintenance medication',
    es: 'medicamento de mantenimiento',
    avoid: ['de uso continuo'],
  },
  {
    en: 'specialty pharmacy',
    es: 'farmacia de especialidad',
    avoid: [
      'farmacia especializada',
      'medicamentos especializados',
      'tratamientos especializados',
      'receta especializada',
    ],
    note: 'also "medicamentos de especialidad", "tratamientos de especialidad"',
  },
  {
    en: 'adherence',
    es: 'adherencia al tratamiento',
    avoid: ['cumplimiento del tratamiento', 'apego al tratamiento'],
  },
  {
    en: 'medication therapy management',
    es: 'manejo de terapia de medicamentos (MTM)',
    avoid: ['manejo de la terapia con medicamentos'],
  },
  {
    en: 'prior authorization',
    es: 'autorización previa',
    avoid: ['preautorización', 'autorización anticipada'],
  },
  {
    en: 'financial assistance',
    es: 'asistencia financiera',
    avoid: ['ayuda económica', 'ayuda financiera', 'asistencia económica'],
  },
  { en: 'cold-chain shipping', es: 'envío con cadena de frío', avoid: ['envío refrigerado'] },
  {
    en: 'book an appointment',
    es: 'hacer una cita',
    avoid: ['reservar una vacuna', 'programar una vacuna', 'reserve su vacuna'],
    note: '"Hacer una cita para vacunarse": a patient books a time, not a dose',
  },
  { en: 'over-the-counter', es: 'de venta libre', avoid: ['tienda de venta libre'] },
  { en: 'insurance', es: 'seguro médico' },
  { en: 'copay', es: 'copago' },
  { en: 'bill (a plan)', es: 'facturar', avoid: ['le cobramos a su plan'] },
  { en: 'vaccination', es: 'vacuna', note: 'vacunación for the service in general' },
  {
    en: 'flu shot',
    es: 'vacuna contra la gripe',
    avoid: ['vacuna de la influenza'],
    note: 'write "vacuna contra la gripe (influenza)" at its first mention on a page',
  },
  { en: 'drive-through', es: 'ventanilla para autos', avoid: ['autoservicio', 'drive-thru'] },
  { en: 'curbside pickup', es: 'recogida en la acera' },
  {
    en: 'free delivery',
    es: 'entrega gratis a domicilio',
    avoid: ['entrega local gratis', 'entrega local', 'entrega gratuita'],
  },
  { en: 'hours', es: 'horario' },
  { en: 'open now', es: 'abierto ahora' },
  { en: 'pet medications', es: 'medicamentos para mascotas' },
  { en: 'MedPack', es: 'MedPack', note: 'a product name: never translated' },
  { en: 'medication synchronization', es: 'sincronización de medicamentos' },
  { en: 'dose packets', es: 'paquetes de dosis' },
  {
    en: 'Medicare Part D',
    es: 'la Parte D de Medicare',
    avoid: ['medicare parte d'],
    note: 'as Medicare\'s Spanish pages write it; likewise "la Parte B de Medicare"',
  },
  {
    en: 'Medicare Prescription Payment Plan',
    es: 'Plan de Pago de Medicamentos Recetados de Medicare',
  },
  {
    en: 'New Jersey',
    es: 'Nueva Jersey',
    note: 'texts built from the site facts use siteEs.state',
  },
  { en: 'best prices', es: 'mejores precios' },
  { en: 'privacy policy', es: 'política de privacidad' },
  { en: 'terms of service', es: 'términos de servicio', avoid: ['términos del servicio'] },
  { en: 'HIPAA notice', es: 'aviso de prácticas de privacidad (HIPAA)' },
  {
    en: 'language help',
    es: 'ayuda con el idioma',
    note: 'free of charge: "sin costo". Where patients look (footer, contact page, locations): "Ayuda con el idioma sin costo: llame al …"',
  },
  {
    en: 'language assistance (legal notice)',
    es: 'asistencia lingüística',
    note: 'in the nondiscrimination notice (Section 1557) and its taglines, as HHS writes it; elsewhere "ayuda con el idioma"',
  },
  {
    en: 'grievance / complaint',
    es: 'reclamo (queja formal) / queja',
    note: 'a grievance goes to our Civil Rights Coordinator, a complaint to HHS OCR: kept apart',
  },
];

/** Words the Spanish texts must not use (the glossary's `avoid` lists), lower case. */
export const avoidedSpanishTerms = glossary.flatMap((term) => term.avoid ?? []);
