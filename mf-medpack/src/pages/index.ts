import type { ComponentType } from 'react';
import BestPrices from './BestPrices';

export const pages: Record<string, ComponentType> = {
  '/best-prices': BestPrices,
};
