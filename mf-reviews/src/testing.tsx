/** Test helpers: the section's views in a language, as its pages and widget have them. Never shipped. */
import type { ReactElement } from 'react';
import { LocaleProvider } from 'shared-content';
import { textsWrapper } from 'shared-content/testing';
import { section } from './section';

const English = await textsWrapper(section, 'en');
const Spanish = await textsWrapper(section, 'es');

/** `ui` with the English texts of every view, as the English pages and widget have them. */
export const inEnglish = (ui: ReactElement) => <English>{ui}</English>;

/** `ui` on a Spanish page with the Spanish texts of every view. */
export const inSpanish = (ui: ReactElement) => (
  <LocaleProvider value="es">
    <Spanish>{ui}</Spanish>
  </LocaleProvider>
);
