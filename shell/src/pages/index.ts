import type { ComponentType } from 'react';
import Home from './home/Home';

/** The pages the shell renders itself; every other path belongs to a remote or goes home. */
export const shellPages: Record<string, ComponentType> = {
  '/': Home,
};
