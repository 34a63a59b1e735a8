import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  type Locale,
  LocaleProvider,
  pathIn,
  routerBasename,
  type SiteText,
  SiteTextProvider,
  siteText,
} from 'shared-content';
import { siteText as spanishSiteText } from 'shared-content/site-es';
import { RouterBridge, SectionPages } from 'ui-kit/routing';
import type { AnySection } from 'ui-kit/section';

/** The chrome's and UI kit's words of each language, as the shell provides them. */
const siteTextIn: Record<Locale, SiteText> = { en: siteText, es: spanishSiteText };

interface RenderAtOptions extends Omit<RenderOptions, 'wrapper'> {
  /**
   * The page's language (English by default): `path` and `history` are its English paths,
   * the router runs under the language's basename (`/es`), the locale context says it and
   * the site's words are the language's, as the shell does on a Spanish page.
   */
  lang?: Locale;
  /** Pages visited before `path`, oldest first: what Back goes to. */
  history?: readonly string[];
  /**
   * Options for user-event's `setup`, e.g. `{ advanceTimers: vi.advanceTimersByTime }`
   * under fake timers.
   */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * `ui` in a router at `path` (after `history`) in `lang`, as the shell has it: for tests
 * that render to a string or hydrate themselves (`renderToString(atPath('/', ui))`).
 */
export function atPath(
  path: string,
  ui: ReactElement,
  { history = [], lang = 'en' }: { history?: readonly string[]; lang?: Locale } = {},
) {
  const entries = [...history, path].map((entry) => pathIn(entry, lang));
  return (
    <LocaleProvider value={lang}>
      <SiteTextProvider value={siteTextIn[lang]}>
        <MemoryRouter
          basename={routerBasename(lang)}
          initialEntries={entries}
          initialIndex={entries.length - 1}
        >
          <RouterBridge>{ui}</RouterBridge>
        </MemoryRouter>
      </SiteTextProvider>
    </LocaleProvider>
  );
}

/**
 * The one render helper of the component tests: renders `ui` in a router that is at
 * `path` (after `history`) in `lang`, and returns testing-library's result with a `user` of
 * user-event, set up on first use. Components read the theme as a module
 * (`shared-content`), so no ThemeProvider is needed.
 */
export function renderAt(
  path: string,
  ui: ReactElement,
  { history = [], userOptions, lang = 'en', ...options }: RenderAtOptions = {},
): RenderResult & { readonly user: UserEvent } {
  const result = render(atPath(path, ui, { history, lang }), options);
  let user: UserEvent | undefined;
  return {
    ...result,
    get user() {
      user ??= userEvent.setup(userOptions);
      return user;
    },
  };
}

/**
 * A section's `./Section` as the build exposes it (ui-kit's section-root.tsx): every page
 * of `section`, in the page's language.
 */
export const sectionRoot = (section: AnySection) =>
  // biome-ignore lint/correctness/noComponentHookFactories: one root per section, made once per test file
  function Section() {
    return <SectionPages section={section} />;
  };
