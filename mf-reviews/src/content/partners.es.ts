import { partners } from './partnerBadges.es';
import {
  acceptedCards,
  type FinancialPartnerName,
  financialPartnerFacts,
  type LocalPartnerName,
  localPartnerFacts,
  type NationalPartnerName,
  nationalPartnerFacts,
  partnerStatValues,
} from './partners.facts';
import type {
  FinancialPartner,
  LocalPartner,
  NationalPartner,
  Partner,
  PartnersPageText,
} from './partners.schema';

/** What each national partner does, by name. */
const nationalTexts: Record<NationalPartnerName, Pick<NationalPartner, 'description'>> = {
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
      'Distribución con temperatura controlada de medicamentos de especialidad y refrigerados, desde el fabricante hasta nuestra farmacia de especialidad.',
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
};

/** What each local partner does, by name. */
const localTexts: Record<LocalPartnerName, Pick<LocalPartner, 'description' | 'services'>> = {
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
      'Un centro médico universitario cuyos residentes de farmacia se forman con nuestro equipo de farmacia de especialidad.',
    services: [
      'Rotaciones de residencia en farmacia',
      'Referidos a farmacia de especialidad',
      'Apoyo a la investigación clínica',
    ],
  },
  'Pinewood Oncology & Infusion Center': {
    description:
      'Un consultorio de oncología que confía en nuestra farmacia de especialidad para la quimioterapia oral y el apoyo a sus pacientes.',
    services: [
      'Medicamentos orales contra el cáncer',
      'Asistencia financiera',
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
};

/** What each financial partner offers, by name. */
const financialTexts: Record<FinancialPartnerName, Pick<FinancialPartner, 'description'>> = {
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
      'Un fondo benéfico que ayuda a los pacientes que reúnen los requisitos a pagar los copagos de medicamentos de especialidad.',
  },
  'Marigold Rx Discount Card': {
    description:
      'Precios más bajos al pagar en efectivo por muchos medicamentos genéricos, para pacientes sin cobertura.',
  },
};

/** National partners of the /partners page. */
export const nationalPartners: readonly NationalPartner[] = nationalPartnerFacts.map((facts) => ({
  ...facts,
  ...nationalTexts[facts.name],
}));

/** Local New Jersey partners of the /partners page. */
export const localPartners: readonly LocalPartner[] = localPartnerFacts.map((facts) => ({
  ...facts,
  ...localTexts[facts.name],
}));

/** Financial partners: payment plans, savings and assistance. */
export const financialPartners: readonly FinancialPartner[] = financialPartnerFacts.map(
  (facts) => ({ ...facts, ...financialTexts[facts.name] }),
);

/** The badge of a partner the page describes (every described partner has one). */
export const partnerBadge = (name: string): Partner | undefined =>
  partners.find((partner) => partner.name === name);

/** The technology partners the partners page's scrolling strip shows. */
export const technologyStrip: readonly Partner[] = partners.filter(
  (partner) => partner.category === 'technology',
);

/** The label of each partnership figure. */
const statLabels: Record<(typeof partnerStatValues)[number], string> = {
  '15+': 'Socios de salud',
  '4': 'Distribuidores nacionales',
  '13+': 'Años de colaboración',
  '10,000+': 'Pacientes atendidos',
};

/** Texts and lists of the /partners page. */
export const partnersPageText: PartnersPageText = {
  title: 'Nuestros socios',
  description:
    'Los distribuidores nacionales, socios de salud de Nueva Jersey, aseguradoras y socios de tecnología que ayudan a nuestras farmacias a cuidar de usted.',
  heading: 'Nuestros socios de salud',
  lead: 'Alianzas de confianza para que reciba el medicamento correcto, al precio correcto y sin esperas.',
  statsTitle: 'Nuestras alianzas en cifras',
  stats: partnerStatValues.map((value) => ({ value, label: statLabels[value] })),
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
  acceptedCards,
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
