import { AwardsMessages } from '../pages/home/AwardsMessages';
import { island } from '../texts';

/** The awards' changing message and its pause control (the stat cards stay server HTML). */
export default island(AwardsMessages, { wake: 'visible', texts: 'home' });
