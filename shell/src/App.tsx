import { css } from '@emotion/react';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { findRoute, redirectTarget, theme } from 'shared-content';
import { GlobalStyles } from 'shared-content/ui';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { SkipLink } from './chrome/SkipLink';
import { ToastHost } from './chrome/ToastHost';
import { RemoteSection } from './federation/RemoteSection';
import { shellPages } from './pages';

const layout = css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
const mainStyle = css({ flex: 1, paddingBottom: theme.space.xxl, '&:focus': { outline: 'none' } });

/** A path the shell does not render itself: a redirect, a remote's page, or home. */
function OwnedElsewhere() {
  const { pathname } = useLocation();
  const redirect = redirectTarget(pathname);
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  if (redirect) return null;
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell') return <Navigate to="/" replace />;
  // One key per remote: moving between two pages of one remote keeps it mounted.
  return <RemoteSection key={route.owner} remote={route.owner} />;
}

export function App() {
  return (
    <BrowserRouter>
      <GlobalStyles />
      <div css={layout}>
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} css={mainStyle}>
          <Suspense fallback={null}>
            <Routes>
              {Object.entries(shellPages).map(([path, PageComponent]) => (
                <Route key={path} path={path} element={<PageComponent />} />
              ))}
              <Route path="*" element={<OwnedElsewhere />} />
            </Routes>
          </Suspense>
        </main>
        <Footer />
      </div>
      <ToastHost />
    </BrowserRouter>
  );
}
