import { reviewsPageLinks } from './reviews.facts';
import type { ReviewsPageText } from './reviews.schema';

/*
 * The reviews are quotations: they stay in English (the page marks them `lang="en"`), and
 * their dates are data the page formats in Spanish ("mayo de 2025"). One list for both
 * languages.
 */
export { reviews } from './reviews.facts';

/** Texts of the /testimonials page. */
export const reviewsPageText: ReviewsPageText = {
  title: 'Reseñas y testimonios de pacientes',
  description:
    'Lea lo que dicen los pacientes de nuestras cuatro farmacias de Nueva Jersey: reseñas verificadas, calificaciones por ubicación e historias destacadas.',
  heading: 'Reseñas y testimonios de pacientes',
  lead: 'Lo que dicen los pacientes y sus familias sobre la atención en nuestras cuatro farmacias.',
  overallLabel: 'Calificación general',
  countLabel: 'reseñas de pacientes',
  featuredTitle: 'Historias destacadas de pacientes',
  featuredIntro: 'Historias que nuestros pacientes compartieron sobre su atención.',
  featuredCarouselLabel: 'Historias de pacientes',
  featuredCarousel: {
    slideNoun: 'historia',
    pauseLabel: 'historias destacadas',
    playWord: 'Reanudar',
  },
  summaryTitle: 'Calificaciones por ubicación',
  summaryCountLabel: 'reseñas',
  allReviewsTitle: 'Todas las reseñas',
  filter: {
    label: 'Ver reseñas de',
    submit: 'Mostrar',
    all: 'Todas las farmacias',
    shownOf: 'de',
    reviews: 'reseñas mostradas',
  },
  verifiedLabel: 'Paciente verificado',
  ctaTitle: 'Descubra la diferencia',
  ctaText: 'Encuentre la farmacia más cercana o traslade sus recetas a nosotros en un solo paso.',
  actions: [
    { ...reviewsPageLinks.locations, label: 'Buscar una ubicación' },
    { ...reviewsPageLinks.transfers, label: 'Trasladar su receta' },
  ],
};
