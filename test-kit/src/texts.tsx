import type { ReactNode } from 'react';
import type { Locale } from 'shared-content';
import { type AnySection, SectionTexts } from 'ui-kit/section';

/**
 * A wrapper giving every text set of `section` in `lang`, as its pages have them: a
 * component test renders a part of a page directly (`renderAt(path, <English>…</English>)`).
 */
export async function textsWrapper(section: AnySection, lang: Locale) {
  const texts = await section.loadTexts(lang);
  return ({ children }: { children?: ReactNode }) => (
    <SectionTexts section={section} texts={texts}>
      {children}
    </SectionTexts>
  );
}
