import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { redirectTarget } from 'shared-content';
import { App } from './App';
import { reportRenderError } from './federation/reportError';

// Redirect and portal paths are full page navigations. The production server answers
// them itself; on a plain static host or in development the shell does it here.
const redirect = redirectTarget(window.location.pathname);
const container = document.getElementById('root');
if (redirect) {
  window.location.replace(redirect);
} else if (container) {
  createRoot(container, { onCaughtError: reportRenderError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
