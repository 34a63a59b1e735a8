import { locations, site, siteEs, staff } from 'shared-content';
import { aboutStats, leaderNames } from './about.facts';
import type { AboutPageText } from './about.schema';

const numberWords = ['ninguna', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];
const locationCount = numberWords[locations.length] ?? String(locations.length);

const locationList = locations
  .map((location) => `${location.name} en ${location.address.city}`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' y $1');

/**
 * La página /about. El equipo es de MUESTRA (nombres ficticios, ver `about.facts.ts`): los
 * nombres no se traducen, solo los cargos y las descripciones.
 */
export const aboutPage: AboutPageText = {
  title: 'Quiénes somos',
  description: `${site.groupName} es un grupo familiar de cuatro farmacias comunitarias en ${siteEs.state}, que cuida de pacientes, cuidadores y mascotas desde ${site.since}.`,
  heading: 'Quiénes somos',
  lead: `Un grupo familiar de farmacias comunitarias que cuida de ${siteEs.state} desde ${site.since}.`,
  historyTitle: 'Nuestra historia',
  history: [
    `${site.groupName} abrió su primera farmacia en ${site.since} como una farmacia de barrio familiar, con una idea: cada paciente merece el tiempo y la atención de un farmacéutico que lo conozca.`,
    `Las familias siguieron viniendo y se lo contaron a sus vecinos, y el grupo creció hasta tener ${locationCount} farmacias: ${locationList}. Seguimos siendo una empresa familiar, y cada farmacia sigue funcionando como una farmacia de barrio.`,
    'Hoy surtimos recetas, sincronizamos medicamentos, ponemos vacunas, hacemos entregas gratis a domicilio y apoyamos a pacientes con tratamientos de especialidad complejos.',
  ],
  statsTitle: 'En cifras',
  stats: [
    { value: aboutStats.years, label: 'Años de servicio' },
    { value: 'Más de 100,000', label: 'Pacientes atendidos' },
    { value: '1 millón+', label: 'Recetas surtidas' },
    { value: aboutStats.satisfaction, label: 'Satisfacción de los pacientes' },
  ],
  valuesTitle: 'Nuestros valores',
  values: [
    {
      title: 'Primero, el paciente',
      description:
        'Nos tomamos el tiempo de escucharle, explicarle sus medicamentos y encontrar la forma más económica de conseguirlos.',
    },
    {
      title: 'Comunidad',
      description:
        'Somos sus vecinos. Hacemos entregas gratis a domicilio, apoyamos a organizaciones de salud locales y conocemos a nuestros pacientes por su nombre.',
    },
    {
      title: 'Integridad',
      description:
        'Le damos consejos honestos, protegemos su privacidad y cumplimos lo que decimos, siempre.',
    },
  ],
  leadershipTitle: 'Equipo directivo',
  leadership: [
    {
      name: leaderNames.founder,
      role: 'Fundadora y farmacéutica administradora',
      bio: 'Abrió la primera farmacia del grupo y todavía trabaja en el mostrador cada semana.',
    },
    {
      name: leaderNames.operations,
      role: 'Director de operaciones de farmacia',
      bio: 'Se encarga de que las cuatro farmacias, sus entregas y su sincronización de medicamentos funcionen sin problemas.',
    },
    {
      name: leaderNames.specialty,
      role: 'Directora de servicios de especialidad',
      bio: 'Dirige el equipo de especialidad que ayuda a los pacientes con tratamientos complejos, autorizaciones previas y asistencia financiera.',
    },
  ],
  staffTitle: 'Nuestro personal de farmacia',
  staffIntro: 'Los farmacéuticos y técnicos de farmacia que le atenderán en cada farmacia.',
  // The people once (`staff.ts`); the page shows their roles in its language (useStaff).
  staff,
  missionTitle: 'Nuestra misión',
  mission:
    'Que cada paciente esté más sano y cada visita sea más fácil, con atención personal de farmacéuticos que lo conocen, los medicamentos que necesita a un precio justo y un servicio que llega hasta su puerta.',
};
