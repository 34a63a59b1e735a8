import { acceptedPlans as plans } from './support.facts';
import type { HoursPage, InsurancePage } from './support.schema';

/**
 * La página de horario y la de seguro médico en español (`support.ts`). Los horarios
 * vienen de los datos de las farmacias; aquí solo están los textos.
 */

export const hoursPage: HoursPage = {
  meta: {
    title: 'Horario de las farmacias',
    heading: 'Horario de las farmacias',
    description:
      'Horario de nuestras cuatro farmacias de Nueva Jersey en Linden, Parlin y Browns Mills, si cada una está abierta ahora y los días festivos en que cerramos.',
    lead: 'El horario de lunes a viernes, sábado y domingo de cada una de nuestras farmacias, y si está abierta ahora.',
  },
  locationsTitle: 'Horario por farmacia',
  locationsIntro: 'Las horas de apertura y cierre están en la hora de Nueva Jersey.',
  callLabel: 'Llamar a {name}',
  holidays: {
    title: 'Horario en días festivos',
    intro: 'Todas nuestras farmacias cierran todo el día en:',
    note: [
      'Si un día festivo cae cuando necesita un resurtido, pídalo uno o dos días antes ',
      { kind: 'route', label: 'en línea o por teléfono', href: '/services/refills' },
      '.',
    ],
  },
  actions: [{ kind: 'route', label: 'Contáctenos', href: '/contact', variant: 'secondary' }],
};

/** Plan names that are not brands, in Spanish; every other plan keeps its name. */
const planNamesEs: Partial<Record<(typeof plans)[number], string>> = {
  'Medicare Part D plans': 'Planes de la Parte D de Medicare',
};

/** The accepted plans of `support.facts.ts` (SAMPLE DATA, replaced there by the owner). */
const acceptedPlans: readonly string[] = plans.map((plan) => planNamesEs[plan] ?? plan);

export const insurancePage: InsurancePage = {
  meta: {
    title: 'Seguro médico',
    heading: 'Seguro médico',
    description:
      'Planes de seguro médico que aceptan nuestras farmacias de Nueva Jersey, ayuda con la cobertura y las autorizaciones previas, Medicare, Medicaid y qué traer.',
    lead: 'Traiga su tarjeta: nosotros facturamos a su plan y le ayudamos a aprovechar al máximo su cobertura.',
  },
  actions: [
    { kind: 'phones', label: 'Llámenos sobre su plan' },
    { kind: 'route', label: 'Contáctenos', href: '/contact', variant: 'secondary' },
  ],
  sections: [
    {
      kind: 'chips',
      id: 'accepted-plans',
      title: 'Planes aceptados',
      intro: 'Entre los planes que aceptamos están:',
      items: [...acceptedPlans],
      note: 'Los planes cambian de un año a otro. ¿No ve el suyo? Llámenos con su tarjeta a mano y revisamos su cobertura.',
    },
    {
      kind: 'cards',
      id: 'services',
      title: 'Cómo le ayudamos con su seguro médico',
      cards: [
        {
          title: 'Revisión de cobertura',
          description:
            'Revisamos su cobertura y su copago antes de surtir la receta, para que no haya sorpresas en el mostrador.',
        },
        {
          title: 'Autorizaciones previas',
          description:
            'Cuando un plan pide una aprobación antes, trabajamos con su médico para enviar lo que el plan solicita.',
        },
        {
          title: 'Reclamaciones rechazadas',
          description:
            'Si rechazan una reclamación, averiguamos por qué y buscamos con su médico una alternativa que el plan cubra.',
        },
        {
          title: 'Programas de ahorro',
          description:
            'Buscamos tarjetas de copago de los fabricantes y programas de ahorro que bajen lo que usted paga.',
        },
        {
          title: 'Cobertura primaria y secundaria',
          description: '¿Tiene dos planes? Facturamos a los dos, para que cada uno pague su parte.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'medicare',
      title: 'Medicare',
      paragraphs: [
        'Surtimos recetas para pacientes con planes de medicamentos recetados de Medicare (la Parte D de Medicare) y con planes Medicare Advantage que incluyen cobertura de medicamentos.',
      ],
      items: [
        'Revisión de planes de la Parte D de Medicare: comparamos sus medicamentos con los planes que tiene disponibles',
        'Ayuda para entender los deducibles, las etapas de cobertura y los copagos',
        'Vacunas que cubre Medicare, puestas por nuestros farmacéuticos',
      ],
    },
    {
      kind: 'text',
      id: 'medicaid',
      title: 'Medicaid',
      paragraphs: [
        'Aceptamos NJ FamilyCare, el programa de Medicaid de Nueva Jersey, incluidos sus planes de salud de atención administrada.',
      ],
      items: [
        'Traiga su tarjeta de NJ FamilyCare o la de su plan de salud',
        'Revisamos qué medicamentos cubre su plan y le ayudamos con las autorizaciones previas',
      ],
    },
    {
      kind: 'text',
      id: 'what-to-bring',
      title: 'Qué traer',
      paragraphs: ['En su primera visita, o cuando cambie su cobertura, por favor traiga:'],
      items: [
        'Su tarjeta del seguro de medicamentos recetados (por delante y por detrás)',
        'Su tarjeta de Medicare o de Medicaid, si tiene una',
        'Una identificación con foto',
        'Una lista de los medicamentos que toma y de sus alergias',
        'El nombre y el teléfono de su médico',
      ],
    },
    {
      kind: 'actions',
      id: 'questions',
      title: '¿Tiene preguntas sobre su cobertura?',
      intro: 'Llámenos con su tarjeta a mano, o envíenos un mensaje.',
      actions: [
        { kind: 'phones', label: 'Llame a su farmacia' },
        { kind: 'route', label: 'Contáctenos', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
};
