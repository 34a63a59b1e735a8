import { HeroCarousel } from '../pages/home/HeroCarousel';
import { island } from '../texts';

/** The home page's slideshow: its autoplay, arrows and pause need script. */
export default island(HeroCarousel, { wake: 'visible', texts: 'home' });
