import * as english from './partners';
import type {
  FinancialPartner,
  LocalPartner,
  NationalPartner,
  Partner,
  PartnersPageText,
} from './partners.schema';

/*
 * The partners in Spanish: their names, logos, categories, years, towns and websites are
 * the English module's (facts, kept once); what they do is translated here, by partner
 * name. A partner without its Spanish text fails on loading, naming it.
 */

/** The English list with each entry's Spanish texts, found by the entry's name. */
function withSpanish<T extends { name: string }, Texts extends Partial<T>>(
  list: readonly T[],
  texts: Readonly<Record<string, Texts>>,
): T[] {
  return list.map((entry) => {
    const spanish = texts[entry.name];
    if (!spanish) throw new Error(`partners.es.ts: no Spanish text for "${entry.name}"`);
    return { ...entry, ...spanish };
  });
}

/** National partners of the /partners page. */
export const nationalPartners: readonly NationalPartner[] = withSpanish<
  NationalPartner,
  Pick<NationalPartner, 'description'>
>(english.nationalPartners, {
  'Larkspur Drug Distribution': {
    description:
      'Un mayorista farmacéutico nacional cuyas entregas diarias mantienen nuestros estantes surtidos de medicamentos de marca y genéricos.',
  },
  'Bayside Health Supply': {
    description:
      'Distribuye medicamentos con receta y suministros médicos a farmacias independientes de todo el país.',
  },
  'Cobalt Pharma Logistics': {
    description:
      'Distribución con temperatura controlada de medicamentos especializados y refrigerados, desde el fabricante hasta nuestra farmacia especializada.',
  },
  'Fieldstone Rx Wholesale': {
    description:
      'Un mayorista familiar con un almacén regional que nos trae de un día para otro los medicamentos difíciles de conseguir.',
  },
  'Thistle Pharmacy Benefits': {
    description:
      'Un administrador de beneficios de farmacia cuya red incluye nuestras cuatro farmacias, así que sus afiliados pagan con nosotros el copago de su plan.',
  },
  'Pillar Pharmacy Systems': {
    description:
      'El sistema de gestión de farmacia detrás de nuestros resurtidos en línea, recordatorios por mensaje de texto y traslados de receta.',
  },
});

/** Local New Jersey partners of the /partners page. */
export const localPartners: readonly LocalPartner[] = withSpanish<
  LocalPartner,
  Pick<LocalPartner, 'description' | 'services'>
>(english.localPartners, {
  'Union Valley Health System': {
    description:
      'Un sistema de salud regional cuyos equipos de atención nos envían las recetas de alta, para que los pacientes salgan con sus medicamentos en la mano.',
    services: ['Recetas de alta', 'Transición de la atención', 'Conciliación de medicamentos'],
  },
  'Sayre Point Community Hospital': {
    description:
      'Un hospital comunitario cerca de nuestra farmacia de Parlin; sus médicos trabajan con nuestros farmacéuticos en planes de medicamentos complejos.',
    services: [
      'Entrega de recetas a la cama del paciente',
      'Medicamentos después de una cirugía',
      'Seguimiento de anticoagulantes',
    ],
  },
  'Garden State University Medical Center': {
    description:
      'Un centro médico universitario cuyos residentes de farmacia se forman con nuestro equipo de farmacia especializada.',
    services: [
      'Rotaciones de residencia en farmacia',
      'Referidos a farmacia especializada',
      'Apoyo a la investigación clínica',
    ],
  },
  'Pinewood Oncology & Infusion Center': {
    description:
      'Un consultorio de oncología que confía en nuestra farmacia especializada para la quimioterapia oral y el apoyo a sus pacientes.',
    services: [
      'Medicamentos orales contra el cáncer',
      'Ayuda económica',
      'Orientación sobre efectos secundarios',
    ],
  },
  'Pinelands Military Family Clinic': {
    description:
      'Una clínica para militares y sus familias; surtimos sus recetas y las trasladamos rápido cuando las familias se mudan.',
    services: [
      'Recetas de planes militares',
      'Traslados rápidos al mudarse',
      'Entrega gratis a domicilio',
    ],
  },
  'Burlington County Veterans Outreach Clinic': {
    description:
      'Una clínica comunitaria para veteranos; nuestro equipo de Outpatient coordina los medicamentos con sus proveedores de salud.',
    services: ['Coordinación de medicamentos', 'Paquetes de dosis MedPack', 'Entrega a domicilio'],
  },
  'Linden Express Urgent Care': {
    description:
      'Un centro de atención de urgencias sin cita, a pocos minutos de nuestras farmacias de Linden; sus recetas suelen estar listas antes de que lleguen los pacientes.',
    services: [
      'Recetas el mismo día',
      'Recetas surtidas por la noche y los fines de semana',
      'Referidos para vacunas',
    ],
  },
  'Middlesex Family Physicians Group': {
    description:
      'Un grupo de médicos de familia que trabaja con nosotros en la sincronización de medicamentos y la atención de enfermedades crónicas.',
    services: [
      'Sincronización de medicamentos',
      'Control de la diabetes',
      'Control de la presión arterial',
    ],
  },
});

/** Financial partners: payment plans, savings and assistance. */
export const financialPartners: readonly FinancialPartner[] = withSpanish<
  FinancialPartner,
  Pick<FinancialPartner, 'description'>
>(english.financialPartners, {
  'Willow Payment Plans': {
    description:
      'Divida en pagos mensuales el costo de las compras más grandes que paga de su bolsillo.',
  },
  'SpendWell HSA & FSA Cards': {
    description:
      'Pague recetas y productos de salud elegibles con su tarjeta de cuenta de ahorros para la salud.',
  },
  'CopayBridge Assistance Fund': {
    description:
      'Un fondo benéfico que ayuda a los pacientes que reúnen los requisitos a pagar los copagos de medicamentos especializados.',
  },
  'Marigold Rx Discount Card': {
    description:
      'Precios más bajos al pagar en efectivo por muchos medicamentos genéricos, para pacientes sin cobertura.',
  },
});

/** What kind of partner each badge names, by its English kind. */
const partnerTypes: Readonly<Record<string, Pick<Partner, 'type'>>> = Object.fromEntries(
  Object.entries({
    'Academic medical center': 'Centro médico universitario',
    'Barcode dispensing checks': 'Verificación por código de barras',
    'Biologic therapies': 'Terapias biológicas',
    'Clinical services network': 'Red de servicios clínicos',
    'Commercial health plan': 'Plan de salud comercial',
    'Community pharmacy network': 'Red de farmacias comunitarias',
    'Copay assistance': 'Ayuda con copagos',
    'Credit and debit cards': 'Tarjetas de crédito y débito',
    'Credit cards': 'Tarjetas de crédito',
    'Delivery routing': 'Rutas de entrega',
    'Dose packet packaging': 'Empaque de paquetes de dosis',
    'Electronic prescriptions': 'Recetas electrónicas',
    'Employer health plan': 'Plan de salud del empleador',
    'Fertility medications': 'Medicamentos para la fertilidad',
    'Growth hormone therapy': 'Terapia con hormona de crecimiento',
    'HMO plan': 'Plan HMO',
    'Health cooperative': 'Cooperativa de salud',
    'Health savings cards': 'Tarjetas de ahorros para la salud',
    'Health system': 'Sistema de salud',
    'Hemophilia therapies': 'Terapias para la hemofilia',
    Hospital: 'Hospital',
    'Immunization network': 'Red de vacunación',
    'Immunization records': 'Registros de vacunas',
    'Independent pharmacy cooperative': 'Cooperativa de farmacias independientes',
    'Live chat support': 'Ayuda por chat en vivo',
    'Local delivery network': 'Red local de entregas',
    'Marketplace plan': 'Plan del Mercado de Seguros',
    'Medicaid managed care': 'Atención administrada de Medicaid',
    'Medical group': 'Grupo médico',
    'Medicare Advantage plan': 'Plan Medicare Advantage',
    'Medicare Part D plan': 'Plan de Medicare Parte D',
    'Medicare pharmacy network': 'Red de farmacias de Medicare',
    'Medicare supplement': 'Seguro suplementario de Medicare',
    'Medication adherence program': 'Programa para tomar bien sus medicamentos',
    'Military clinic': 'Clínica militar',
    'Military health benefit': 'Beneficio de salud militar',
    'Neurology therapies': 'Terapias neurológicas',
    'Oncology access program': 'Programa de acceso a tratamientos contra el cáncer',
    'Oncology practice': 'Consultorio de oncología',
    'Online patient accounts': 'Cuentas de pacientes en línea',
    'PPO plan': 'Plan PPO',
    'Payment plans': 'Planes de pago',
    'Pharmacy benefit manager': 'Administrador de beneficios de farmacia',
    'Pharmacy software': 'Programas para farmacias',
    'Preferred pharmacy network': 'Red de farmacias preferidas',
    'Prescription discounts': 'Descuentos en recetas',
    'Public employee plan': 'Plan para empleados públicos',
    'Purchasing group': 'Grupo de compras',
    'Rare disease support': 'Apoyo para enfermedades raras',
    'Real-time insurance checks': 'Verificación del seguro médico al instante',
    'Specialty distributor': 'Distribuidor de medicamentos especializados',
    'Temperature monitoring': 'Control de temperatura',
    'Text message reminders': 'Recordatorios por mensaje de texto',
    'Transplant medications': 'Medicamentos para trasplantes',
    'Union health fund': 'Fondo de salud sindical',
    'Urgent care': 'Atención de urgencias',
    'Veterans clinic': 'Clínica para veteranos',
    'Veterinary pharmacy network': 'Red de farmacias veterinarias',
    'Wholesale distributor': 'Distribuidor mayorista',
  }).map(([kind, type]) => [kind, { type }]),
);

/**
 * About 65 partners as text badges: the home page's strip shows a random subset, the
 * partners page shows the badges of the partners it describes.
 */
export const partners: readonly Partner[] = english.partners.map((entry) => {
  const spanish = partnerTypes[entry.type];
  if (!spanish) throw new Error(`partners.es.ts: no Spanish for the partner kind "${entry.type}"`);
  return { ...entry, ...spanish };
});

/** The badge of a partner the page describes (every described partner has one). */
export const partnerBadge = (name: string): Partner | undefined =>
  partners.find((partner) => partner.name === name);

/** The technology partners the partners page's scrolling strip shows. */
export const technologyStrip: readonly Partner[] = partners.filter(
  (partner) => partner.category === 'technology',
);

const englishText = english.partnersPageText;

/** The labels of the partnership figures, in the English order. */
const statLabels = [
  'Socios de salud',
  'Distribuidores nacionales',
  'Años de colaboración',
  'Pacientes atendidos',
];

/** Texts and lists of the /partners page. */
export const partnersPageText: PartnersPageText = {
  title: 'Nuestros socios',
  description:
    'Los distribuidores nacionales, socios de salud de Nueva Jersey, aseguradoras y socios de tecnología que ayudan a nuestras farmacias a cuidar de usted.',
  heading: 'Nuestros socios de salud',
  lead: 'Alianzas de confianza para que reciba el medicamento correcto, al precio correcto y sin esperas.',
  statsTitle: 'Nuestras alianzas en cifras',
  // The figures are the English ones; a label missing here shows as empty and fails the check.
  stats: englishText.stats.map((stat, index) => ({ ...stat, label: statLabels[index] ?? '' })),
  nationalTitle: 'Socios nacionales',
  nationalIntro:
    'Distribuidores, administradores de beneficios y empresas de tecnología que mantienen nuestras farmacias surtidas y conectadas.',
  nationalCategoryLabels: {
    Distribution: 'Distribución',
    PBM: 'Administrador de beneficios de farmacia',
    Technology: 'Tecnología',
  },
  establishedLabel: 'Desde',
  websiteLabel: 'Visitar el sitio web',
  websiteOfLabel: 'de',
  localTitle: 'Socios locales de Nueva Jersey',
  localIntro:
    'Hospitales, clínicas y grupos de médicos con los que trabajamos para coordinar su atención.',
  localCategoryLabels: {
    'Health System': 'Sistema de salud',
    Hospital: 'Hospital',
    'Academic Medical': 'Centro médico universitario',
    Specialty: 'Especialidad',
    Military: 'Militar',
    Veterans: 'Veteranos',
    'Urgent Care': 'Atención de urgencias',
    'Medical Group': 'Grupo médico',
  },
  servicesLabel: 'Servicios',
  cardsTitle: 'Tarjetas aceptadas',
  cardsIntro: 'Aceptamos efectivo, seguro médico y todas las tarjetas de crédito principales.',
  acceptedCards: englishText.acceptedCards,
  financialTitle: 'Socios financieros',
  financialIntro: 'Maneras de hacer más accesibles sus medicamentos.',
  technologyTitle: 'Socios de tecnología',
  technologyIntro:
    'La tecnología detrás de los resurtidos en línea, los recordatorios, el surtido seguro de recetas y las entregas a domicilio.',
  technologyStripLabel: 'Socios de tecnología (desplazamiento automático)',
  technologyPauseLabel: 'socios de tecnología',
  benefitsTitle: 'Lo que nuestras alianzas significan para usted',
  benefits: [
    {
      title: 'Costos más bajos',
      description:
        'Nuestras alianzas con distribuidores, seguros médicos y programas de ayuda nos permiten encontrarle precios más bajos, programas de ahorro y ayuda con los copagos.',
    },
    {
      title: 'Acceso más rápido',
      description:
        'Las entregas diarias de los distribuidores nacionales mantienen en existencia los medicamentos comunes y nos traen rápido los difíciles de conseguir.',
    },
    {
      title: 'Atención coordinada',
      description:
        'Trabajamos directamente con sus hospitales, médicos y clínicas, para que sus recetas estén listas y su equipo de atención esté informado.',
    },
  ],
};
