import * as english from './testimonials';
import type { HomeWidgetText, Testimonial } from './testimonials.schema';

/*
 * The testimonials are quotations: their texts stay in English (the page marks them
 * `lang="en"`). Only the labels around them are Spanish: where each was posted and how
 * long ago, as a Spanish review site would show them.
 */

const sources: Record<Testimonial['source'], Testimonial['source']> = {
  'via Facebook': 'vía Facebook',
  'via Google': 'vía Google',
  'vía Facebook': 'vía Facebook',
  'vía Google': 'vía Google',
};

/** Each unit: singular, plural, and the article that stands for "a" ("un mes", "una semana"). */
const units: Record<string, readonly [one: string, many: string, article: string]> = {
  day: ['día', 'días', 'un'],
  week: ['semana', 'semanas', 'una'],
  month: ['mes', 'meses', 'un'],
  year: ['año', 'años', 'un'],
};

/** "2 weeks ago" → "hace 2 semanas", "a month ago" → "hace un mes". */
export function relativeDateInSpanish(date: string): string {
  const match = /^(a|an|\d+) (day|week|month|year)s? ago$/.exec(date);
  const unit = match ? units[match[2] as string] : undefined;
  if (!match || !unit) throw new Error(`testimonials.es.ts: no Spanish for the date "${date}"`);
  const [one, many, article] = unit;
  const count = match[1] as string;
  if (count === 'a' || count === 'an') return `hace ${article} ${one}`;
  return `hace ${count} ${count === '1' ? one : many}`;
}

/** The home carousel's samples are the same in both languages. */
export { homeCarouselIds } from './testimonials';

/** The testimonials, quoted in English, with Spanish labels. */
export const testimonials: readonly Testimonial[] = english.testimonials.map((entry) => ({
  ...entry,
  source: sources[entry.source],
  date: relativeDateInSpanish(entry.date),
}));

/** The home carousel's samples, in data order (the widget shuffles them after mounting). */
export const homeTestimonials = testimonials.filter((entry) => entry.homeCarousel);

/** Texts of the home page's testimonials-and-partners section. */
export const homeWidgetText: HomeWidgetText = {
  heading: 'Lo que dicen nuestros pacientes',
  captionRank: '#1',
  captionPhrases: [
    'en atención al cliente',
    'en resolver problemas o quejas',
    'en facilidad para obtener sus recetas',
    'en el trato del personal',
    'en ayudarle a ahorrar tiempo o dinero',
    'en canales digitales: sitio web, aplicación móvil, mensajes de texto',
    'en nivel de confianza',
  ],
  captionNote: 'Primer lugar en satisfacción de los clientes de farmacias',
  carouselLabel: 'Testimonios de pacientes',
  slideNoun: 'testimonio',
  pauseLabel: 'testimonios',
  playWord: 'Reanudar',
  readMore: { ...english.homeWidgetText.readMore, label: 'Leer más reseñas' },
  partnersHeading: 'Nuestros socios de salud',
  partnersIntro:
    'Trabajamos con distribuidores nacionales, sistemas de salud locales, aseguradoras y socios de tecnología para que reciba sus medicamentos rápido y a un precio accesible.',
  partnersStripLabel: 'Logotipos de socios',
  partnersPauseLabel: 'logotipos de socios',
  viewAllPartners: { ...english.homeWidgetText.viewAllPartners, label: 'Ver todos los socios' },
};
