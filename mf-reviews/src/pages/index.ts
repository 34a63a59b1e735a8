import type { ComponentType } from 'react';
import Partners from './Partners';
import Testimonials from './Testimonials';

export const pages: Record<string, ComponentType> = {
  '/testimonials': Testimonials,
  '/partners': Partners,
};
