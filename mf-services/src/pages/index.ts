import type { ComponentType } from 'react';
import Faq from './Faq';

export const pages: Record<string, ComponentType> = {
  '/support/faq': Faq,
};
