import type { ComponentType } from 'react';
import LocationsPage from './LocationsPage';

export const pages: Record<string, ComponentType> = {
  '/locations': LocationsPage,
};
