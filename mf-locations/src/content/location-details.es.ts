import { linkTo, locationDetailsIn, portalLinks } from './location-details.facts';
import type { LocationsUi } from './location-details.schema';

/**
 * The Spanish texts of `location-details.ts`. Links, phones, ids, the sections of each
 * page and the teams are in `location-details.facts.ts` (each fact lives once, shared
 * with the English texts); only the texts are here.
 */

export const locationDetails = locationDetailsIn({
  links: {
    requestRefill: 'Pedir un resurtido',
    transferPrescription: 'Trasladar una receta',
    scheduleVaccine: 'Hacer una cita para vacunarse',
    consultPharmacist: 'Consultar al farmacéutico',
    howRefillsWork: 'Cómo funcionan los resurtidos',
    howTransfersWork: 'Cómo funcionan los traslados de receta',
    aboutMedPack: 'Acerca de MedPack',
  },
  locations: {
    family: {
      lead: 'Su farmacia de barrio para las recetas de todos los días, las vacunas y los buenos consejos, con un equipo que lo conoce por su nombre.',
      description:
        'Family Pharmacy en Linden, NJ: horario, si está abierta, teléfono, fax, cómo llegar, servicios, nuestro equipo, y resurtidos y traslados de receta en línea.',
      sections: {},
      team: {
        title: 'Conozca a nuestro equipo',
        intro:
          'Farmacéuticos y técnicos de farmacia que se toman el tiempo de contestar sus preguntas.',
      },
      cta: {
        title: '¿Necesita un resurtido?',
        text: 'Vea cómo pedir un resurtido en línea, por teléfono o en la tienda, y recogerlo o recibirlo en su casa.',
      },
    },
    specialty: {
      lead: 'Tratamientos complejos hechos más fáciles: medicamentos de especialidad, ayuda con el seguro médico y apoyo clínico de farmacéuticos dedicados a enfermedades crónicas y raras.',
      description:
        'Specialty Pharmacy en Linden, NJ: tratamientos de especialidad, autorización previa, asistencia financiera, apoyo clínico 24/7, horario, teléfono y cómo llegar.',
      sections: {
        'specialty-areas': {
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
        },
        'specialty-medications': {
          title: 'Medicamentos de especialidad que surtimos',
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
        },
        'support-services': {
          title: 'Servicios de apoyo al paciente',
          cards: [
            {
              title: 'Ayuda con el seguro médico y la autorización previa',
              description:
                'Trabajamos con su seguro médico y con quien le recetó para que aprueben su tratamiento.',
            },
            {
              title: 'Asistencia financiera',
              description:
                'Buscamos por usted tarjetas de copago del fabricante y ayudas de fundaciones.',
            },
            {
              title: 'Apoyo clínico las 24 horas, los 7 días',
              description:
                'Un farmacéutico está disponible de día y de noche para sus preguntas sobre el tratamiento.',
            },
            {
              title: 'Envío con cadena de frío',
              description:
                'Los medicamentos sensibles a la temperatura se empacan y se envían para que se mantengan a la temperatura correcta.',
            },
            {
              title: 'Seguimiento de la adherencia al tratamiento',
              description:
                'Recordatorios de resurtido y llamadas de seguimiento para que no deje su tratamiento.',
            },
          ],
        },
      },
      team: {
        title: 'Conozca a nuestro equipo de especialidad',
        intro:
          'Farmacéuticos clínicos y coordinadores que acompañan su tratamiento de principio a fin.',
      },
      cta: {
        title: '¿Quiere trasladar su receta de especialidad?',
        text: 'Coordinamos el traslado con su farmacia actual y con quien le recetó.',
      },
    },
    parlin: {
      lead: 'La comodidad de la ventanilla para autos con un trato personal: recetas, paquetes de MedPack y programas de salud para Parlin y los pueblos cercanos.',
      description:
        'Parlin Pharmacy, NJ: ventanilla para autos, recogida en la acera, MedPack, programas de salud, si está abierta, horario, teléfono y cómo llegar.',
      sections: {
        convenience: {
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
            },
          ],
        },
        communities: {
          title: 'Comunidades que atendemos',
          items: [
            'Parlin',
            'Sayreville',
            'Old Bridge',
            'South Amboy',
            'Perth Amboy',
            'East Brunswick',
          ],
        },
        'health-programs': {
          title: 'Programas de salud',
          cards: [
            {
              title: 'Asesoría sobre la Parte D de Medicare',
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
              title: 'Manejo de terapia de medicamentos (MTM)',
              description:
                'Una revisión personal, a solas con el farmacéutico, de todo lo que usted toma.',
            },
          ],
        },
      },
      team: {
        title: 'Conozca a nuestro equipo',
        intro:
          'El equipo de Parlin lo atiende desde la ventanilla para autos hasta la sala de consulta.',
      },
      cta: {
        title: '¿Necesita un resurtido?',
        text: 'Pida un resurtido en línea y recójalo en la ventanilla para autos.',
      },
    },
    outpatient: {
      lead: 'Atención farmacéutica clínica para el condado de Burlington: recetas al salir del hospital, consultas clínicas, entrega gratis a domicilio y MedPack.',
      description:
        'Outpatient Pharmacy en Browns Mills, NJ: recetas tras una cirugía o el alta, entrega gratis a domicilio, equipo clínico, horario, teléfono y cómo llegar.',
      sections: {
        'outpatient-services': {
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
            },
          ],
        },
        'healthcare-partnerships': {
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
        },
        'service-areas': {
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
        },
        awards: {
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
        },
      },
      team: {
        title: 'Nuestro equipo clínico',
        intro:
          'Farmacéuticos capacitados en el paso del hospital a la casa y en el manejo de enfermedades crónicas.',
      },
      cta: {
        title: '¿Quiere trasladar sus recetas a nuestra farmacia?',
        text: 'Nos comunicamos con su farmacia actual y trasladamos sus recetas por usted.',
      },
    },
  },
});

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
    mapLink: linkTo('map', 'Encuentre la farmacia más cercana'),
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
    back: linkTo('locations', 'Volver a las farmacias'),
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
    portalActions: portalLinks({
      refillPortal: 'Resurtir receta',
      transferPortal: 'Trasladar receta',
      deliveryPortal: 'Programar entrega',
    }),
  },
  detail: {
    pageTitle: '{name} en {city}, {state}',
    backToLocations: linkTo('locations', 'Volver a las farmacias'),
    ratingLabel: 'Calificación de los pacientes',
    contactHeading: 'Contacto y datos de la farmacia',
    factsHeading: 'Dirección y números',
    hoursHeading: 'Horario',
    hoursCaption: 'Horario de atención (hora de Nueva Jersey)',
    holidayNote: 'Cerrado todo el día',
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
