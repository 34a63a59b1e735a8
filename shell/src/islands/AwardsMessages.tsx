import { defineIsland } from 'ui-kit/section';
import { AwardsMessages } from '../pages/home/AwardsMessages';
import { sectionTexts } from '../texts';

/** The awards' changing message and its pause control (the stat cards stay server HTML). */
export default defineIsland(sectionTexts, {
  expose: './islands/AwardsMessages',
  component: AwardsMessages,
  wake: 'visible',
  texts: 'home',
});
