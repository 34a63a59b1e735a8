import { defineIsland } from 'ui-kit/section';
import { HeroCarousel } from '../pages/home/HeroCarousel';
import { sectionTexts } from '../texts';

/** The home page's slideshow: its autoplay, arrows and pause need script. */
export default defineIsland(sectionTexts, {
  expose: './islands/HeroCarousel',
  component: HeroCarousel,
  wake: 'visible',
  texts: 'home',
});
