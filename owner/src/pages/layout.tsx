// The frame of every console page: noindex, a phone-width viewport, the console's one
// style sheet, and the page's scripts (same-origin files only: the CSP allows no inline
// script). The CSRF token rides in a meta tag for the passkey script's fetch calls.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const assetsPath = '/owner/assets';

export function Layout({
  title,
  csrfToken,
  signedInAs,
  scripts = [],
  children,
}: {
  title: string;
  csrfToken?: string;
  signedInAs?: string;
  scripts?: readonly string[];
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {csrfToken ? <meta name="csrf-token" content={csrfToken} /> : null}
        <title>{`${title} · Owner console`}</title>
        <link rel="stylesheet" href={`${assetsPath}/console.css`} />
        {scripts.map((src) =>
          src.endsWith('webauthn.js') ? (
            <script key={src} src={src} defer />
          ) : (
            <script key={src} src={src} type="module" />
          ),
        )}
      </head>
      <body>
        <header className="bar">
          <a href="/owner/">Owner console</a>
          {signedInAs && csrfToken ? (
            <form method="post" action="/owner/sign-out" className="inline">
              <input type="hidden" name="_csrf" value={csrfToken} />
              <span>{signedInAs}</span> <button type="submit">Sign out</button>
            </form>
          ) : null}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A hidden field with the CSRF token, for every form that changes something. */
export const CsrfField = ({ token }: { token: string }) => (
  <input type="hidden" name="_csrf" value={token} />
);

/** The HTML document of a page element. */
export const documentOf = (page: ReactNode) => `<!doctype html>${renderToStaticMarkup(page)}`;
