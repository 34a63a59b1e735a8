/** Test helpers: the section's views in a language, as its pages and widget have them. Never shipped. */
import type { ReactElement } from 'react';
import { LocaleProvider, SiteTextProvider } from 'shared-content';
import { siteText as spanishChrome } from 'shared-content/site-es';
import { textsWrapper } from 'test-kit';
import { section } from './section';

const English = await textsWrapper(section, 'en');
const Spanish = await textsWrapper(section, 'es');

/** `ui` with the English texts of every view, as the English pages and widget have them. */
export const inEnglish = (ui: ReactElement) => <English>{ui}</English>;

/**
 * `ui` on a Spanish page with the Spanish texts of every view, and the Spanish chrome, as
 * the shell gives it.
 */
export const inSpanish = (ui: ReactElement) => (
  <LocaleProvider value="es">
    <SiteTextProvider value={spanishChrome}>
      <Spanish>{ui}</Spanish>
    </SiteTextProvider>
  </LocaleProvider>
);
