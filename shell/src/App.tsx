import { type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import {
  siteText as englishSiteText,
  type Locale,
  LocaleProvider,
  NoticesProvider,
  RenderTimeProvider,
  redirectTarget,
  routerBasename,
  type SiteText,
  SiteTextProvider,
  useLocale,
} from 'shared-content';
import { noNotices } from 'shared-content/logic';
import type { Notices } from 'shared-content/schemas';
import { GlobalStyles } from 'ui-kit';
import { RouterBridge } from 'ui-kit/routing';
import * as styles from './App.css';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { SiteAlerts } from './chrome/SiteAlerts';
import { SkipLink } from './chrome/SkipLink';
import {
  type PreloadedModules,
  PreloadedModulesProvider,
  RemotesConfigProvider,
  useRemotesConfig,
} from './federation/preloaded';
import { RemoteSection } from './federation/RemoteSection';
import { ownerOf } from './federation/routeModules';
import { useLatestNotices } from './notices/useLatestNotices';
import { section } from './section';

/** A path the shell does not render itself: a redirect, a remote's page, or home. */
function OwnedElsewhere() {
  const { pathname } = useLocation();
  const remotes = useRemotesConfig();
  const redirect = redirectTarget(pathname);
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  if (redirect) return null;
  const owner = ownerOf(pathname, remotes);
  if (!owner || owner === 'shell') return <Navigate to="/" replace />;
  // One key per remote: moving between two pages of one remote keeps it mounted.
  return <RemoteSection key={owner} remote={owner} />;
}

/** The page inside a router: header, the route's page, footer, toasts. */
function Site() {
  // Marks the document once the page's script has taken over (the app renders in the
  // browser: a static host's fallback, or a prerendered page whose notices changed), for whoever needs
  // to know that links now navigate inside the page and controls respond (the e2e tests).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <GlobalStyles />
      <div className={styles.layout}>
        <SkipLink />
        <SiteAlerts />
        {/* Each boundary hydrates on its own, in short tasks, instead of the whole page at once. */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Suspense fallback={null}>
            <Routes>
              {Object.entries(section.pagesIn(useLocale())).map(([path, PageComponent]) => (
                <Route key={path} path={path} element={<PageComponent />} />
              ))}
              <Route path="*" element={<OwnedElsewhere />} />
            </Routes>
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
    </>
  );
}

interface AppProps {
  /** Remote components the page was rendered with (server render and hydration). */
  preloaded?: PreloadedModules;
  /** When the page was rendered: time-dependent parts render this first, then "now". */
  renderedAt?: number;
  /** `remotes.json`: which remote owns which path prefix. */
  remotes?: unknown;
  /** The owner's notices the page was rendered with. */
  notices?: Notices;
  /** False on a prerendered page: the browser then reads the live notices file itself. */
  noticesLive?: boolean;
  /** The page's language, from its address (`/es/…`): the router runs under its basename. */
  locale?: Locale;
  /** The chrome's texts in that language (`shared-content/site-es` on Spanish pages). */
  siteText?: SiteText;
}

/** The site with a given router: `BrowserRouter` in the browser, `StaticRouter` on the server. */
export function AppWithRouter({
  preloaded = {},
  renderedAt,
  remotes,
  notices = noNotices,
  noticesLive = true,
  locale = 'en',
  siteText = englishSiteText,
  router,
}: AppProps & { router: (site: ReactNode) => ReactNode }) {
  const latestNotices = useLatestNotices(notices, !noticesLive);
  return (
    <StrictMode>
      <LocaleProvider value={locale}>
        <SiteTextProvider value={siteText}>
          <RenderTimeProvider value={renderedAt}>
            <RemotesConfigProvider value={remotes}>
              <NoticesProvider value={latestNotices}>
                <PreloadedModulesProvider value={preloaded}>
                  {router(
                    <RouterBridge>
                      <Site />
                    </RouterBridge>,
                  )}
                </PreloadedModulesProvider>
              </NoticesProvider>
            </RemotesConfigProvider>
          </RenderTimeProvider>
        </SiteTextProvider>
      </LocaleProvider>
    </StrictMode>
  );
}

export const App = (props: AppProps) => (
  <AppWithRouter
    {...props}
    router={(site) => (
      <BrowserRouter basename={routerBasename(props.locale ?? 'en')}>{site}</BrowserRouter>
    )}
  />
);
