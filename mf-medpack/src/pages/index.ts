import type { PageComponents } from 'shared-content/ui';
import { medpackPages } from '../content/pages';
import BestPrices from './BestPrices';
import MedPack from './MedPack';
import MedPackHowItWorks from './MedPackHowItWorks';
import PetMedications from './PetMedications';

export { medpackPages as declaration };

export const pages = {
  '/medpack': MedPack,
  '/medpack/how-it-works': MedPackHowItWorks,
  '/pet-medications': PetMedications,
  '/best-prices': BestPrices,
} satisfies PageComponents<typeof medpackPages>;
