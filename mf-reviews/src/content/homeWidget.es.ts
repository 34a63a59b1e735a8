import {
  homeTestimonialFacts,
  homeWidgetLinks,
  type Posted,
  type ReviewSite,
  type TestimonialFacts,
  testimonialOf,
} from './homeTestimonials.facts';
import type { HomeWidgetText, Testimonial } from './testimonials.schema';

/*
 * The testimonials are quotations: their texts stay in English (the page marks them
 * `lang="en"`). Only the labels around them are Spanish: where each was posted and how
 * long ago, as a Spanish review site would show them.
 */

/** Each unit: singular, plural, and the article that stands for "a" ("un mes", "una semana"). */
const units: Record<Posted[1], readonly [one: string, many: string, article: string]> = {
  day: ['día', 'días', 'un'],
  week: ['semana', 'semanas', 'una'],
  month: ['mes', 'meses', 'un'],
  year: ['año', 'años', 'un'],
};

/** `[2, 'week']` → "hace 2 semanas", `[1, 'month']` → "hace un mes". */
export function relativeDate([count, unit]: Posted): string {
  const [one, many, article] = units[unit];
  return count === 1 ? `hace ${article} ${one}` : `hace ${count} ${many}`;
}

/** A testimonial, quoted in English, with its Spanish labels ("vía Google · hace 2 semanas"). */
export const labelledTestimonial = (facts: TestimonialFacts): Testimonial =>
  testimonialOf(facts, {
    source: (site: ReviewSite) => `vía ${site}`,
    date: relativeDate,
  });

/** The home carousel's samples, in data order (the widget shuffles them after mounting). */
export const homeTestimonials: readonly Testimonial[] =
  homeTestimonialFacts.map(labelledTestimonial);

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
  readMore: { ...homeWidgetLinks.readMore, label: 'Leer más reseñas' },
  partnersHeading: 'Nuestros socios de salud',
  partnersIntro:
    'Trabajamos con distribuidores nacionales, sistemas de salud locales, aseguradoras y socios de tecnología para que reciba sus medicamentos rápido y a un precio accesible.',
  partnersStripLabel: 'Logotipos de socios',
  partnersPauseLabel: 'logotipos de socios',
  viewAllPartners: { ...homeWidgetLinks.viewAllPartners, label: 'Ver todos los socios' },
};

/** The widget shows the partner badges and the sample-content notice too, in the same language. */
export { partners } from './partnerBadges.es';
export { sampleContent, sampleNotices } from './samples.es';
