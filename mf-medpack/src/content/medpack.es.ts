import { firstMonthEntries, medpackFacts } from './medpack.facts';
import type { MedpackHowItWorks, MedpackPage } from './medpack.schema';

/** The Spanish texts of `medpack.ts`; links, ids and days are `medpack.facts.ts`'s. */
export const medpackPage: MedpackPage = {
  page: {
    title: 'MedPack: sus medicamentos en paquetes de dosis',
    description:
      'MedPack: sus medicamentos separados en paquetes de dosis cada mes, con entrega gratis desde Outpatient Pharmacy, por solo su copago normal del seguro médico.',
    heading: 'MedPack',
    lead: 'Sus medicamentos, separados en paquetes de dosis cada mes y entregados en la puerta de su casa.',
  },
  about: {
    title: 'Qué es MedPack',
    intro:
      'Con MedPack ya no tiene que separar sus pastillas. En lugar de muchos frascos, recibe una tira de paquetes: un paquete para cada hora del día en que toma medicinas.',
    highlights: [
      {
        title: 'Paquetes de dosis separados cada mes',
        description:
          'Cada mes, su farmacéutico separa sus pastillas en paquetes que llevan impresos la fecha, la hora en que debe tomarlas y lo que contienen.',
      },
      {
        title: 'Entrega gratis a domicilio',
        description: 'Sus paquetes del mes se entregan en la puerta de su casa sin costo.',
      },
      {
        title: 'Solo su copago normal',
        description:
          'MedPack no cuesta nada extra. Usted paga solo su copago normal del seguro médico por sus recetas.',
      },
      {
        title: 'Solo en Outpatient Pharmacy',
        description:
          'MedPack se prepara únicamente en nuestra Outpatient Pharmacy en Browns Mills, que se encarga de su inscripción, sus paquetes y la entrega.',
      },
    ],
  },
  whoFor: {
    title: 'A quién ayuda MedPack',
    items: [
      'Personas que toman varios medicamentos a distintas horas del día',
      'Quienes cuidan a su padre o su madre, su pareja o un hijo y se ocupan de sus medicamentos',
      'Pacientes que vuelven a casa del hospital con recetas nuevas',
      'Cualquier persona que quiera ir menos veces a la farmacia',
    ],
  },
  howItWorksLink: {
    kind: 'route',
    label: 'Vea cómo funciona MedPack',
    href: medpackFacts.howItWorksHref,
  },
  contactLinkLabel: 'Comuníquese con el equipo de MedPack',
  contact: {
    id: medpackFacts.contactId,
    title: 'Comuníquese con el equipo de MedPack',
    intro:
      'Llame o visite nuestra Outpatient Pharmacy para inscribirse en MedPack o para preguntar si es adecuado para sus medicamentos.',
    locationId: medpackFacts.locationId,
    locationLabel: 'Farmacia',
    phoneLabel: 'Teléfono',
    addressLabel: 'Dirección',
    callLabel: 'Llame al equipo de MedPack',
  },
};

export const medpackHowItWorks: MedpackHowItWorks = {
  page: {
    title: 'Cómo funciona MedPack',
    description:
      'Cómo funciona MedPack: cuatro pasos desde su primera llamada hasta la entrega gratis cada mes, y qué pasa en su primer mes, día a día.',
    heading: 'Cómo funciona MedPack',
    lead: 'Desde su primera llamada hasta su primera entrega pasan unos diez días. Después, sus paquetes llegan cada mes.',
  },
  steps: {
    title: 'Cuatro pasos para empezar con MedPack',
    items: [
      {
        title: 'Llámenos',
        description:
          'Llame a nuestra Outpatient Pharmacy. Un farmacéutico revisa con usted sus medicamentos, las horas en que los toma y su seguro médico.',
      },
      {
        title: 'Trasladamos sus recetas',
        description:
          'Nos comunicamos con su farmacia actual y con sus médicos para trasladar sus recetas a nuestra farmacia. Usted no tiene que hacer nada.',
      },
      {
        title: 'Preparamos sus paquetes',
        description:
          'Su farmacéutico pone cada dosis en un paquete marcado con la fecha, la hora y los medicamentos que contiene, y revisa cada paquete.',
      },
      {
        title: 'Entrega gratis cada mes',
        description:
          'Sus paquetes se entregan gratis cada mes. Coordinamos sus resurtidos para que el mes siguiente esté listo antes de que se le acaben.',
      },
    ],
  },
  timeline: {
    title: 'Su primer mes',
    intro: 'Lo que pasa entre su primera llamada y su primera entrega.',
    dayRange: 'Días {from}-{to}',
    entries: firstMonthEntries([
      {
        title: 'Llamada e inscripción',
        description:
          'Usted nos llama; revisamos con usted sus medicamentos y las horas de cada dosis, y creamos su perfil de MedPack.',
      },
      {
        title: 'Traslado',
        description:
          'Trasladamos sus recetas desde su farmacia actual y confirmamos cualquier cambio con sus médicos.',
      },
      {
        title: 'Preparación',
        description:
          'Su farmacéutico separa en paquetes las dosis de su primer mes y revisa cada uno dos veces.',
      },
      {
        title: 'Primera entrega',
        description: 'Su primer mes de MedPack llega a la puerta de su casa, sin costo.',
      },
    ]),
  },
  callLabel: 'Llame para empezar con MedPack',
  links: [
    { kind: 'route', label: 'Vea nuestras farmacias', href: medpackFacts.locationsHref },
    { kind: 'route', label: 'Volver a MedPack', href: medpackFacts.medpackHref },
  ],
};
