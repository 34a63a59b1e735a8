import type { ComponentType } from 'react';
import Faq from './Faq';
import Hours from './Hours';
import { ContentRoute, contentPages, LegalRoute, legalPages, withAliases } from './routing';

/** The canonical pages of the Services, support and legal team, by path. */
const canonicalPages: Record<string, ComponentType> = {
  ...Object.fromEntries(Object.keys(contentPages).map((path) => [path, ContentRoute])),
  ...Object.fromEntries(Object.keys(legalPages).map((path) => [path, LegalRoute])),
  '/support/faq': Faq,
  '/support/hours': Hours,
};

/** Every path this remote renders: the pages above plus `/services/sync` (an alias). */
export const pages = withAliases(canonicalPages, 'mf-services');
