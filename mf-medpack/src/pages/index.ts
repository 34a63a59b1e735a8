import type { ComponentType } from 'react';
import BestPrices from './BestPrices';
import MedPack from './MedPack';
import MedPackHowItWorks from './MedPackHowItWorks';
import PetMedications from './PetMedications';

export const pages: Record<string, ComponentType> = {
  '/medpack': MedPack,
  '/medpack/how-it-works': MedPackHowItWorks,
  '/pet-medications': PetMedications,
  '/best-prices': BestPrices,
};
