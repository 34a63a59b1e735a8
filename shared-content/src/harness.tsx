import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink } from 'react-router-dom';
import type { RemoteName } from './remotes';
import { pathsOwnedBy } from './routes';
import { theme } from './theme';
import { GlobalStyles } from './ui/GlobalStyles';
import { pageWidth } from './ui/Page';

/**
 * A remote's standalone page for its own team: router, global styles and a list of
 * its routes, without the shell. Not part of the composed site.
 */
export function mountStandalone(Section: ComponentType, remote: RemoteName) {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <GlobalStyles />
        <nav
          aria-label={`${remote} routes`}
          css={[
            pageWidth,
            {
              padding: theme.space.md,
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.sm,
              overflowWrap: 'anywhere',
            },
          ]}
        >
          <strong>{remote} standalone: </strong>
          {pathsOwnedBy(remote).map((path) => (
            <NavLink key={path} to={path}>
              {path}
            </NavLink>
          ))}
        </nav>
        <main id="main">
          <Section />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
