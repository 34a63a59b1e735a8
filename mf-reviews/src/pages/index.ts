import type { ComponentType } from 'react';
import Partners from './Partners';

export const pages: Record<string, ComponentType> = {
  '/partners': Partners,
};
