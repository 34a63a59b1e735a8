import type { SampleNotices } from './samples.schema';

/** Which lists are samples is a fact of the lists, not a text: the one flag for both languages. */
export { sampleContent } from './samples.facts';

/** The notices shown where sample content appears. */
export const sampleNotices: SampleNotices = {
  label: 'Contenido de muestra.',
  homeWidget:
    'Los testimonios y los nombres de socios de esta sección son ejemplos escritos para este sitio web, no pacientes ni socios reales.',
  reviewsPage:
    'Las reseñas, calificaciones e historias de esta página son ejemplos escritos para este sitio web, no pacientes reales. Se reemplazarán con las reseñas de nuestros propios pacientes.',
  partnersPage:
    'Las organizaciones de esta página son ejemplos escritos para este sitio web, no socios reales. Las marcas de tarjetas aceptadas sí son reales.',
};
