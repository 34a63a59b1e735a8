import type { SectionLabels } from './labels.schema';

/** Las palabras que los componentes de esta sección escriben alrededor del contenido. */
export const sectionLabels: SectionLabels = {
  offerDuration: 'por {minutes} minutos',
  callLocation: 'Llamar a {name} al {phone}',
  locationDetails: 'Más sobre {name}',
  hoursCaption: 'Horario',
  legalContact: { email: 'Correo electrónico:', phone: 'Teléfono:', mail: 'Correo postal:' },
  legalDateLabels: { 'Last updated': 'Última actualización', Effective: 'Vigente desde' },
};
