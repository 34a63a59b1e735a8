// The site's chrome and UI kit in Spanish: loaded by Spanish pages only
// (`import('shared-content/site-es')`), with the Spanish hours phrases.

// The site facts through the shared singleton (which every Spanish page already has), so
// this chunk carries no second copy of the configuration and the navigation.
import { externalUrls, footerGroups, headerLinks, quickActions, siteEs } from 'shared-content';
import { addHoursPhrases } from '../logic/hoursText';
import { spanish as spanishHours } from '../logic/hoursText.es';
import type { HrefLink } from '../schemas/common';
import type { SiteText } from '../schemas/siteText';

/** The same links (addresses and kinds once, in `navigation.ts`) with Spanish labels, by address. */
const relabel = (links: readonly HrefLink[], labels: Record<string, string>): HrefLink[] =>
  // A label missing here is reported by `pnpm validate:content` (checks.ts).
  links.map((link) => ({ ...link, label: labels[link.href] as string }));

const groupTitles: Record<string, string> = {
  Services: 'Servicios',
  Pharmacies: 'Farmacias',
  'About Us': 'Quiénes somos',
  Support: 'Ayuda',
  Legal: 'Información legal',
};

const footerLabels: Record<string, string> = {
  '/services/refills': 'Resurtido de recetas',
  '/services/transfers': 'Traslado de recetas',
  '/services/sync': 'Sincronización de medicamentos',
  '/services/consultations': 'Consultas de salud',
  '/medpack': 'Paquetes de dosis MedPack',
  '/pet-medications': 'Medicamentos para mascotas',
  '/best-prices': 'Comparar precios',
  '/features': 'Servicios en línea',
  '/locations': 'Nuestras farmacias',
  '/contact': 'Contáctenos',
  '/locations/map': 'Encuentre la farmacia más cercana',
  '/about': 'Nuestra historia',
  '/testimonials': 'Reseñas de pacientes',
  '/partners': 'Nuestros socios',
  '/blog': 'Blog de salud',
  '/support/faq': 'Preguntas frecuentes',
  '/support/hours': 'Horario de las farmacias',
  '/support/insurance': 'Seguro médico',
  '/legal/privacy': 'Política de privacidad',
  '/legal/terms': 'Términos de servicio',
  '/legal/hipaa': 'Aviso de prácticas de privacidad (HIPAA)',
  '/legal/accessibility': 'Declaración de accesibilidad',
  '/legal/nondiscrimination': 'No discriminación y asistencia lingüística',
};

// Registered here by name (not a bare import): the package is marked free of side
// effects, so a bundler could drop a module imported for its effect only.
addHoursPhrases('es', spanishHours);

const refills = 'Resurtido de recetas';
const transfers = 'Traslado de recetas';
const walkInVaccines = 'Vacunas sin cita';
const curbside = 'Recogida en la acera';
const freeDelivery = 'Entrega gratis a domicilio';
const freeLocalDelivery = 'Entrega gratis a domicilio en la zona';
const clinicalSupport = 'Apoyo clínico las 24 horas, los 7 días';
const coldChain = 'Envío con cadena de frío';

export const siteText: SiteText = {
  brand: {
    tagline: 'Mejor atención. Mejor salud.',
    rotating: 'Su farmacia {word}',
    // The same four pharmacies, in the order of `rotatingWords` (navigation.ts).
    rotatingWords: ['familiar', 'de especialidad', 'de Parlin', 'para pacientes ambulatorios'],
    rotatingPause: 'Pausar el nombre de farmacia que cambia',
    rotatingPlay: 'Reanudar el nombre de farmacia que cambia',
    pharmaciesMenuLabel: 'Nuestras farmacias',
  },
  header: {
    mainNavLabel: 'Principal',
    menu: 'Menú',
    links: relabel(headerLinks, {
      '/': 'Inicio',
      [externalUrls.providerLocations]: 'Ubicaciones',
      '/api/refill': 'Resurtir receta',
      '/api/transfer': 'Trasladar receta',
      '/api/vaccine': 'Vacunas',
      '/otc-products': 'Productos de venta libre',
    }),
  },
  footer: {
    callHeading: 'Llámenos',
    rights: 'Todos los derechos reservados.',
    groups: footerGroups.map((group) => ({
      title: groupTitles[group.title] as string,
      links: relabel(group.links, footerLabels),
    })),
  },
  quickActions: {
    label: 'Acciones rápidas',
    call: 'Llamar',
    callChooser: 'A qué farmacia llamar',
    refill: { ...quickActions.refill, label: 'Resurtir' },
    findUs: { ...quickActions.findUs, label: 'Encuéntrenos' },
  },
  skipLink: 'Saltar al contenido principal',
  languageSwitch: { label: 'English' },
  // Would be shown on Spanish pages to a visitor whose browser prefers English: in English.
  languageNotice: {
    question: 'Would you prefer to read this page in English?',
    link: 'View in English',
    dismiss: 'Dismiss',
  },
  sectionUnavailable: {
    title: 'Página no disponible por ahora',
    heading: 'Esta página no está disponible en este momento',
    description:
      'No se pudo cargar esta parte del sitio. Vuelva a intentarlo o llame a una de nuestras farmacias.',
    failed:
      'No se pudo cargar esta parte de nuestro sitio. El resto del sitio sigue funcionando. Vuelva a intentarlo en un momento.',
    slow: 'Esta parte de nuestro sitio está tardando mucho más de lo normal en cargar. Aparecerá aquí sola en cuanto llegue: puede seguir esperando o volver a intentarlo.',
    retry: 'Volver a intentar',
    retrying: 'Intentando de nuevo…',
    callHelp: 'Si necesita ayuda ahora, llame a cualquiera de nuestras farmacias:',
  },
  notices: { alertsLabel: 'Avisos', changesHeading: 'Próximos cambios de horario' },
  // "Ayuda con el idioma" where patients look; the legal notice says "asistencia lingüística".
  languageHelp: {
    line: 'Ayuda con el idioma sin costo: llame al {phone}.',
    staffSpeakSpanish: 'Nuestro personal habla español.',
  },
  stateName: siteEs.state,
  scriptNeeded: {
    loading: 'Cargando…',
    failed:
      'Esta parte de la página necesita un programa que no se cargó. Lo que ve está al día; vuelva a intentarlo o llámenos.',
    broke:
      'Esta parte de la página dejó de funcionar. Lo que ve es la página tal como la enviamos; vuelva a intentarlo o llámenos.',
    retry: 'Volver a intentar',
    retrying: 'Intentando de nuevo…',
  },
  toast: { regionLabel: 'Notificación', dismiss: 'Cerrar la notificación' },
  ui: {
    opensInNewTab: 'se abre en una pestaña nueva',
    imageUnavailable: 'Imagen no disponible',
    callAt: 'Llamar a {name} al {phone}',
    stars: '{rating} de {max} estrellas',
    pause: 'Pausar',
    play: 'Reproducir',
    previous: 'Anterior',
    next: 'Siguiente',
    previousNamed: '{noun} anterior',
    nextNamed: '{noun} siguiente',
    slideshow: 'presentación',
    carouselRole: 'carrusel',
    slide: 'diapositiva',
    slideOf: '{n} de {count}',
    showSlide: 'Mostrar {noun} {n}',
    quotedInEnglish: 'Reseñas publicadas en inglés.',
  },
  locationTexts: {
    family: {
      services: [
        refills,
        transfers,
        'Sincronización de medicamentos',
        walkInVaccines,
        'Consultas de salud',
        freeLocalDelivery,
      ],
      features: [curbside, freeDelivery, walkInVaccines, 'Recetas listas en 15 a 30 minutos'],
    },
    specialty: {
      services: [
        'Medicamentos de especialidad',
        'Ayuda con autorizaciones previas',
        'Asistencia financiera',
        clinicalSupport,
        coldChain,
        'Seguimiento de la adherencia al tratamiento',
      ],
      features: [
        'Ayuda con el seguro médico y las autorizaciones previas',
        clinicalSupport,
        coldChain,
      ],
    },
    parlin: {
      services: [
        refills,
        transfers,
        'Sincronización y empaque MedPack',
        walkInVaccines,
        'Asesoría sobre la Parte D de Medicare',
        freeLocalDelivery,
      ],
      features: ['Ventanilla para autos', curbside, 'Sincronización MedPack', freeDelivery],
    },
    outpatient: {
      services: [
        'Recetas después de una cirugía o del alta hospitalaria',
        'Paquetes de dosis mensuales MedPack',
        'Consultas clínicas',
        freeDelivery,
        refills,
        transfers,
      ],
      features: ['Farmacia exclusiva de MedPack', freeDelivery, 'Equipo clínico en la farmacia'],
    },
  },
  staffTexts: {
    'Dr. A. Rivera, PharmD': {
      role: 'Farmacéutico a cargo',
      bio: 'Revisa con usted cada receta nueva y se coordina con su médico cuando hay que cambiar algo.',
    },
    'B. Okafor, RPh': {
      role: 'Farmacéutico de planta',
      bio: 'Pone vacunas sin cita y ayuda a las familias a llevar el control de sus medicamentos.',
    },
    'C. Lindqvist, CPhT': {
      role: 'Técnico de farmacia certificado',
      bio: 'Se encarga de los resurtidos, las preguntas sobre el seguro médico y la recogida en la acera.',
    },
    'Dr. D. Hale, PharmD': {
      role: 'Farmacéutico clínico de especialidad',
      bio: 'Asesora a los pacientes que empiezan tratamientos contra el cáncer y tratamientos biológicos.',
    },
    'E. Marsh, RPh': {
      role: 'Farmacéutico de atención al paciente',
      bio: 'Atiende las llamadas clínicas fuera del horario y da seguimiento a los efectos secundarios.',
    },
    'F. Navarro, CPhT': {
      role: 'Especialista en autorizaciones previas',
      bio: 'Trabaja con las aseguradoras y los médicos que recetan para que se aprueben los tratamientos de especialidad.',
    },
    'Dr. G. Patel, PharmD': {
      role: 'Farmacéutico a cargo',
      bio: 'Dirige los programas de manejo de terapia de medicamentos (MTM) y de diabetes.',
    },
    'H. Brooks, RPh': {
      role: 'Farmacéutico de planta',
      bio: 'Ayuda a los pacientes a comparar los planes de la Parte D de Medicare en cada período de inscripción.',
    },
    'I. Santos, CPhT': {
      role: 'Coordinador de MedPack',
      bio: 'Sincroniza los resurtidos y prepara los paquetes de dosis.',
    },
    'Dr. J. Whitfield, PharmD': {
      role: 'Farmacéutico clínico',
      bio: 'Revisa los medicamentos al alta hospitalaria y dirige las consultas clínicas.',
    },
    'Dr. K. Osei, PharmD': {
      role: 'Farmacéutico de transición de cuidados',
      bio: 'Trabaja con los equipos de alta del hospital en las recetas después de una cirugía.',
    },
    'L. Duarte, CPhT': {
      role: 'Coordinador de entregas y de MedPack',
      bio: 'Programa las entregas gratis a domicilio y prepara los paquetes mensuales de MedPack.',
    },
  },
};
