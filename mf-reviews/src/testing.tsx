/** Test helpers: the section's pages in a language, as its entries give them. Never shipped. */
import type { ReactElement } from 'react';
import { LocaleProvider } from 'shared-content';
import * as english from './content';
import { ContentProvider } from './content/context';
import * as spanish from './content/es';

/** `ui` with the English content, as `Section` gives it. */
export const inEnglish = (ui: ReactElement) => (
  <ContentProvider value={english}>{ui}</ContentProvider>
);

/** `ui` on a Spanish page with the Spanish content, as `SectionEs` gives it. */
export const inSpanish = (ui: ReactElement) => (
  <LocaleProvider value="es">
    <ContentProvider value={spanish}>{ui}</ContentProvider>
  </LocaleProvider>
);
