import type { ReactElement, ReactNode } from 'react';
import { LocaleProvider, SiteTextProvider } from 'shared-content';
import { siteText as spanishChrome } from 'shared-content/site-es';
import { type AnySection, SectionTexts } from 'ui-kit/section';

/**
 * The one way a test renders a part of a section (or of the shell) in either language:
 * `const { inEnglish, inSpanish } = await sectionLanguages(section)`, then
 * `renderAt(path, inEnglish(<Part />))`. `inEnglish` gives every text set of `section`
 * in English, as its English pages have them; `inSpanish` gives them in Spanish on a
 * Spanish page (the Spanish locale) with the Spanish site chrome, as the shell gives it.
 */
export async function sectionLanguages(section: AnySection) {
  const [english, spanish] = await Promise.all([section.loadTexts('en'), section.loadTexts('es')]);
  const withTexts = (texts: Readonly<Record<string, object>>, ui: ReactNode) => (
    <SectionTexts section={section} texts={texts}>
      {ui}
    </SectionTexts>
  );
  return {
    inEnglish: (ui: ReactElement) => withTexts(english, ui),
    inSpanish: (ui: ReactElement) => (
      <LocaleProvider value="es">
        <SiteTextProvider value={spanishChrome}>{withTexts(spanish, ui)}</SiteTextProvider>
      </LocaleProvider>
    ),
  };
}
