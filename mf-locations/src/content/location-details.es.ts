import type { LinkAction } from 'shared-content';
import type { LocationId } from 'shared-content/schemas';
import { locationDetails as english, locationsUi as englishUi } from './location-details';
import type {
  DetailCard,
  DetailSection,
  LocationDetail,
  LocationsUi,
} from './location-details.schema';

/**
 * The Spanish texts of `location-details.ts`. Links, phones, ids and the teams are the
 * English module's (each fact lives once); only the texts are translated here.
 */

/** The English action at `index` of a location's buttons, with a Spanish label. */
const action = (id: LocationId, index: number, label: string): LinkAction => {
  const original = english[id].actions[index];
  if (!original) throw new Error(`${id} has no action ${index}`);
  return { ...original, label };
};

const requestRefill = 'Pedir un resurtido';
const transferPrescription = 'Trasladar una receta';
const scheduleVaccine = 'Programar una vacuna';

/** The English section `sectionId` of a location, with Spanish texts. */
function section(
  id: LocationId,
  sectionId: string,
  texts:
    | { title: string; intro?: string; items: string[] }
    | {
        title: string;
        intro?: string;
        cards: (Omit<DetailCard, 'link'> & { linkLabel?: string })[];
      },
): DetailSection {
  const original = english[id].sections.find((entry) => entry.id === sectionId);
  if (!original) throw new Error(`${id} has no section ${sectionId}`);
  if (original.kind === 'list' && 'items' in texts) return { ...original, ...texts };
  if (original.kind === 'cards' && 'cards' in texts) {
    return {
      ...original,
      ...texts,
      cards: texts.cards.map(({ linkLabel, ...card }, index) => {
        const link = original.cards[index]?.link;
        if (!link) return card;
        if (!linkLabel)
          throw new Error(`${id}: card ${index} of ${sectionId} needs its link's label`);
        return { ...card, link: { ...link, label: linkLabel } };
      }),
    };
  }
  throw new Error(`${id}: section ${sectionId} is a ${original.kind}`);
}

const aboutMedPack = 'Acerca de MedPack';
const howRefillsWork = 'Cómo funcionan los resurtidos';
const howTransfersWork = 'Cómo funcionan los traslados de receta';

export const locationDetails: Readonly<Record<LocationId, LocationDetail>> = {
  family: {
    ...english.family,
    lead: 'Su farmacia de barrio para las recetas de todos los días, las vacunas y los buenos consejos, con un equipo que lo conoce por su nombre.',
    description:
      'Family Pharmacy en Linden, NJ: horario, si está abierta, teléfono, fax, cómo llegar, servicios, nuestro equipo, y resurtidos y traslados de receta en línea.',
    actions: [
      action('family', 0, requestRefill),
      action('family', 1, transferPrescription),
      action('family', 2, scheduleVaccine),
    ],
    team: {
      ...english.family.team,
      title: 'Conozca a nuestro equipo',
      intro:
        'Farmacéuticos y técnicos de farmacia que se toman el tiempo de contestar sus preguntas.',
    },
    cta: {
      title: '¿Necesita un resurtido?',
      text: 'Vea cómo pedir un resurtido en línea, por teléfono o en la tienda, y recogerlo o recibirlo en su casa.',
      link: { ...english.family.cta.link, label: howRefillsWork },
    },
  },
  specialty: {
    ...english.specialty,
    lead: 'Tratamientos complejos hechos más fáciles: medicamentos especializados, ayuda con el seguro médico y apoyo clínico de farmacéuticos dedicados a enfermedades crónicas y raras.',
    description:
      'Specialty Pharmacy en Linden, NJ: tratamientos especializados, autorización previa, ayuda económica, apoyo clínico 24/7, horario, teléfono y cómo llegar.',
    actions: [
      action('specialty', 0, requestRefill),
      action('specialty', 1, transferPrescription),
      action('specialty', 2, 'Consultar al farmacéutico'),
    ],
    sections: [
      section('specialty', 'specialty-areas', {
        title: 'Áreas de especialidad',
        cards: [
          {
            title: 'Oncología',
            description:
              'Tratamientos contra el cáncer orales e inyectables, con consejos para manejar los efectos secundarios.',
          },
          {
            title: 'Cardiología',
            description:
              'Tratamientos avanzados para la insuficiencia cardíaca y para bajar el colesterol.',
          },
          {
            title: 'Neurología',
            description: 'Tratamientos para la esclerosis múltiple, la migraña y la epilepsia.',
          },
          {
            title: 'Reumatología',
            description:
              'Tratamientos para la artritis reumatoide, la artritis psoriásica y el lupus.',
          },
          {
            title: 'Biológicos',
            description:
              'Medicamentos biológicos que usted mismo se inyecta, con capacitación para inyectarse y desecho de agujas.',
          },
          {
            title: 'Enfermedades raras',
            description:
              'Conseguimos y coordinamos por usted los medicamentos de distribución limitada.',
          },
        ],
      }),
      section('specialty', 'specialty-medications', {
        title: 'Medicamentos especializados que surtimos',
        intro: 'Medicamentos para:',
        items: [
          'Oncología',
          'Reumatología',
          'Esclerosis múltiple',
          'Hepatitis C',
          'VIH',
          'Trasplantes',
          'Enfermedades raras',
          'Fertilidad',
          'Hormona del crecimiento',
          'Hemofilia',
        ],
      }),
      section('specialty', 'support-services', {
        title: 'Servicios de apoyo al paciente',
        cards: [
          {
            title: 'Ayuda con el seguro médico y la autorización previa',
            description:
              'Trabajamos con su seguro médico y con quien le recetó para que aprueben su tratamiento.',
          },
          {
            title: 'Ayuda económica',
            description:
              'Buscamos por usted tarjetas de copago del fabricante y ayudas de fundaciones.',
          },
          {
            title: 'Apoyo clínico las 24 horas, los 7 días',
            description:
              'Un farmacéutico está disponible de día y de noche para sus preguntas sobre el tratamiento.',
          },
          {
            title: 'Envío refrigerado',
            description:
              'Los medicamentos sensibles a la temperatura se empacan y se envían para que se mantengan a la temperatura correcta.',
          },
          {
            title: 'Seguimiento de su tratamiento',
            description:
              'Recordatorios de resurtido y llamadas de seguimiento para que no deje su tratamiento.',
          },
        ],
      }),
    ],
    team: {
      ...english.specialty.team,
      title: 'Conozca a nuestro equipo de especialidad',
      intro:
        'Farmacéuticos clínicos y coordinadores que acompañan su tratamiento de principio a fin.',
    },
    cta: {
      title: '¿Quiere trasladar su receta especializada?',
      text: 'Coordinamos el traslado con su farmacia actual y con quien le recetó.',
      link: { ...english.specialty.cta.link, label: howTransfersWork },
    },
  },
  parlin: {
    ...english.parlin,
    lead: 'La comodidad de la ventanilla para autos con un trato personal: recetas, paquetes de MedPack y programas de salud para Parlin y los pueblos cercanos.',
    description:
      'Parlin Pharmacy, NJ: ventanilla para autos, recogida en la acera, MedPack, programas de salud, si está abierta, horario, teléfono y cómo llegar.',
    actions: [action('parlin', 0, requestRefill), action('parlin', 1, transferPrescription)],
    sections: [
      section('parlin', 'convenience', {
        title: 'Comodidad',
        cards: [
          {
            title: 'Ventanilla para autos y recogida en la acera',
            description: 'Recoja sus recetas sin bajarse del auto.',
          },
          {
            title: 'Sincronización de medicamentos y paquetes de MedPack',
            description:
              'Sus medicamentos sincronizados para una sola fecha y separados en paquetes de dosis.',
            linkLabel: aboutMedPack,
          },
        ],
      }),
      section('parlin', 'communities', {
        title: 'Comunidades que atendemos',
        items: [
          'Parlin',
          'Sayreville',
          'Old Bridge',
          'South Amboy',
          'Perth Amboy',
          'East Brunswick',
        ],
      }),
      section('parlin', 'health-programs', {
        title: 'Programas de salud',
        cards: [
          {
            title: 'Asesoría sobre Medicare Parte D',
            description:
              'Compare planes y encuentre la cobertura que mejor va con sus medicamentos.',
          },
          {
            title: 'Control de la diabetes',
            description:
              'Suministros, enseñanza para usar el medidor y revisión de sus medicamentos.',
          },
          {
            title: 'Control de la presión arterial',
            description: 'Medición gratis de la presión arterial en la tienda.',
          },
          {
            title: 'Manejo de sus medicamentos',
            description:
              'Una revisión personal, a solas con el farmacéutico, de todo lo que usted toma.',
          },
        ],
      }),
    ],
    team: {
      ...english.parlin.team,
      title: 'Conozca a nuestro equipo',
      intro:
        'El equipo de Parlin lo atiende desde la ventanilla para autos hasta la sala de consulta.',
    },
    cta: {
      title: '¿Necesita un resurtido?',
      text: 'Pida un resurtido en línea y recójalo en la ventanilla para autos.',
      link: { ...english.parlin.cta.link, label: howRefillsWork },
    },
  },
  outpatient: {
    ...english.outpatient,
    lead: 'Atención farmacéutica clínica para el condado de Burlington: recetas al salir del hospital, consultas clínicas, entrega gratis a domicilio y MedPack.',
    description:
      'Outpatient Pharmacy en Browns Mills, NJ: recetas tras una cirugía o el alta, entrega gratis a domicilio, equipo clínico, horario, teléfono y cómo llegar.',
    actions: [
      action('outpatient', 0, requestRefill),
      action('outpatient', 1, transferPrescription),
      action('outpatient', 2, scheduleVaccine),
    ],
    sections: [
      section('outpatient', 'outpatient-services', {
        title: 'Nuestros servicios',
        cards: [
          {
            title: 'Recetas después de una cirugía o al salir del hospital',
            description: 'Sus recetas listas cuando sale del hospital o del centro de cirugía.',
          },
          {
            title: 'Entrega gratis a domicilio',
            description: 'Le llevamos sus medicamentos a la puerta de su casa sin costo.',
          },
          {
            title: 'Consultas clínicas',
            description: 'Consultas en privado con un farmacéutico sobre su tratamiento.',
          },
          {
            title: 'MedPack',
            description: 'Paquetes de dosis ya separados cada mes, con entrega gratis.',
            linkLabel: aboutMedPack,
          },
        ],
      }),
      section('outpatient', 'healthcare-partnerships', {
        title: 'Colaboración con otros servicios de salud',
        intro:
          'Trabajamos con los equipos de salud de la zona para que su atención siga sin interrupciones.',
        cards: [
          {
            title: 'Equipos de alta del hospital',
            description: 'Sus recetas de alta coordinadas antes de que se vaya a casa.',
          },
          {
            title: 'Consultorios de atención primaria',
            description:
              'Compartimos su lista de medicamentos con su médico y coordinamos los resurtidos.',
          },
          {
            title: 'Agencias de atención médica en el hogar',
            description:
              'Entregas y revisión de medicamentos para pacientes que reciben atención en su casa.',
          },
        ],
      }),
      section('outpatient', 'service-areas', {
        title: 'Zonas que atendemos en el condado de Burlington',
        items: [
          'Browns Mills',
          'Pemberton',
          'Pemberton Township',
          'Southampton',
          'Vincentown',
          'Wrightstown',
          'New Hanover',
          'Mount Holly',
        ],
      }),
      section('outpatient', 'awards', {
        title: 'Premios y reconocimientos',
        cards: [
          {
            title: 'Líder en satisfacción del cliente',
            description: 'Primer lugar en satisfacción del cliente 8 años seguidos.',
          },
          {
            title: 'Excelencia constante',
            description: 'Primer lugar en satisfacción del cliente en 13 de los últimos 15 años.',
          },
          {
            title: 'Cuidado de la comunidad',
            description:
              'Pacientes, familias y equipos de salud de todo el condado de Burlington confían en nosotros.',
          },
        ],
      }),
    ],
    team: {
      ...english.outpatient.team,
      title: 'Nuestro equipo clínico',
      intro:
        'Farmacéuticos capacitados en el paso del hospital a la casa y en el manejo de enfermedades crónicas.',
    },
    cta: {
      title: '¿Quiere trasladar sus recetas a nuestra farmacia?',
      text: 'Nos comunicamos con su farmacia actual y trasladamos sus recetas por usted.',
      link: { ...english.outpatient.cta.link, label: howTransfersWork },
    },
  },
};

const ui = englishUi;

export const locationsUi: LocationsUi = {
  listPage: {
    title: 'Farmacias',
    heading: 'Nuestras farmacias',
    description:
      'Nuestras 4 farmacias en Nueva Jersey: dirección, teléfono, fax, horario, si están abiertas, cómo llegar, servicios, resurtidos, traslados de receta y entregas.',
    lead: 'Cuatro farmacias de la comunidad en Nueva Jersey, cada una con su propio equipo y servicios.',
    filterLabel: 'Mostrar farmacia',
    allOption: 'Todas las farmacias',
    filterSubmit: 'Mostrar',
    listHeading: 'Farmacias',
    mapLink: { ...ui.listPage.mapLink, label: 'Encuentre la farmacia más cercana' },
    countOne: 'Se muestra 1 farmacia: {name}',
    countAll: 'Se muestran las {count} farmacias',
  },
  mapPage: {
    title: 'Encuentre la farmacia más cercana',
    heading: 'Encuentre la farmacia más cercana',
    description:
      'Encuentre la farmacia más cercana a usted: busque en el mapa o elija una de nuestras cuatro farmacias en Nueva Jersey, con dirección, teléfono y cómo llegar.',
    lead: 'Busque en el mapa la farmacia más cercana a usted o elija una de nuestras cuatro farmacias aquí abajo.',
    searchLabel: 'Buscar en el mapa',
    listHeading: 'Nuestras cuatro farmacias',
    back: { ...ui.mapPage.back, label: 'Volver a las farmacias' },
  },
  card: {
    address: 'Dirección',
    phone: 'Teléfono',
    fax: 'Fax',
    ncpdp: 'Número NCPDP',
    getDirections: 'Cómo llegar',
    callNow: 'Llamar ahora',
    directions: 'Cómo llegar',
    hoursCaption: 'Horario',
    servicesHeading: 'Servicios',
    viewDetails: 'Ver detalles',
    viewDetailsOf: 'de {name}',
    directionsTo: 'a {name}',
    portalActions: ui.card.portalActions.map((link, index) => {
      const label = ['Resurtir receta', 'Trasladar receta', 'Programar entrega'][index];
      if (!label) throw new Error(`portal action ${index} has no Spanish label`);
      return { ...link, label };
    }),
  },
  detail: {
    pageTitle: '{name} en {city}, {state}',
    back: 'Volver',
    backToLocations: { ...ui.detail.backToLocations, label: 'Volver a las farmacias' },
    ratingLabel: 'Calificación de los pacientes',
    contactHeading: 'Contacto y datos de la farmacia',
    factsHeading: 'Dirección y números',
    hoursHeading: 'Horario',
    hoursCaption: 'Horario de atención (hora de Nueva Jersey)',
    holidayNote: 'Cerrado todo el día en',
    servicesHeading: 'Servicios',
    highlightsHeading: 'Lo más destacado',
    mapHeading: 'Mapa y cómo llegar',
    mapTitle: 'Mapa de',
    mapNotice:
      'El mapa es de Google Maps y solo se carga cuando usted lo pide; hasta entonces, esta página no le dice nada a Google sobre su visita.',
    mapShow: 'Mostrar el mapa',
    breadcrumbLabel: 'Ruta de navegación',
    breadcrumbHome: 'Inicio',
    breadcrumbLocations: 'Nuestras farmacias',
  },
};
