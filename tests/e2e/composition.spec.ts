import { expect, test } from '@playwright/test';
import { redirects } from 'shared-content';
import { pageRoutes } from '../site/pages';
import { remoteNames } from './servers';
import { waitForHydration } from './support';

const singletons = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'shared-content',
  'ui-kit',
];

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}

test('shared singletons: one copy each in the page, provided by the shell and used by the remote', async ({
  page,
}) => {
  await page.goto('/best-prices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The h1 is in the server's HTML: wait until an island of the remote has hydrated.
  await waitForHydration(page);
  // Its price search wakes at first touch.
  await page.locator('site-island[data-owner="mf-medpack"]').first().dispatchEvent('pointerover');
  await page
    .locator('site-island[data-owner="mf-medpack"][data-island-state="hydrated"]')
    .first()
    .waitFor({ state: 'attached' });
  const scopes = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    return Object.fromEntries(
      Object.entries(share).map(([host, scope]) => [
        host,
        Object.fromEntries(
          Object.entries(scope.default ?? {}).map(([pkg, versions]) => [
            pkg,
            Object.values(versions).map(({ from, loaded, useIn }) => ({ from, loaded, useIn })),
          ]),
        ),
      ]),
    );
  });
  for (const [host, packages] of Object.entries(scopes)) {
    for (const name of singletons) {
      // An island loads what it uses (zustand only where a store is), never a second copy.
      const loaded = (packages[name] ?? []).filter((entry) => entry.loaded);
      const needed = ['react', 'react-dom', 'react/jsx-runtime', 'shared-content'].includes(name);
      expect(loaded.length, `${host}: ${name}`).toBe(needed ? 1 : loaded.length > 0 ? 1 : 0);
      // The singletons come from the shell; the UI kit, shared by version, from whichever
      // part loaded it first (one copy all the same).
      if (loaded.length > 0 && name !== 'ui-kit') {
        expect(loaded[0]?.from, `${host}: ${name}`).toBe('shell');
      }
    }
  }
  // The remote's island rendered with the shell's React, not a copy of its own.
  const shellScope = Object.entries(scopes).find(([host]) => host.startsWith('shell'))?.[1];
  expect(shellScope?.['react/jsx-runtime']?.[0]?.useIn).toContain('mf_medpack');
});

const firstPathOf = (owner: string) =>
  pageRoutes.find((route) => route.owner === owner)?.path ?? '/';

for (const remote of remoteNames) {
  test(`${firstPathOf(remote)} loads no remote but ${remote}`, async ({ page }) => {
    const remoteRequests = new Set<string>();
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
      if (match?.[1]) remoteRequests.add(match[1]);
    });
    const path = firstPathOf(remote);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Its islands woken (a page without any loads no remote at all).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect([...remoteRequests].filter((name) => name !== remote)).toEqual([]);
  });
}

test('the server redirects the short and portal paths', async ({ request }) => {
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(response.headers().location, from).toBe(to);
  }
});

test('without the server, the shell performs the redirect itself as a full navigation', async ({
  page,
}) => {
  // Serve the shell's page for /refill as a plain static host would.
  await page.route('**/refill', async (route) => {
    const index = await page.request.get('/');
    await route.fulfill({ response: index });
  });
  await page.route('**/app/refill', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>portal</title><h1>Portal stand-in</h1>',
    }),
  );
  await page.goto('/refill');
  await expect(page).toHaveURL(/\/app\/refill$/);
});

test('unknown paths, and unknown paths inside a remote, go home silently', async ({ page }) => {
  for (const path of ['/no-such-page', '/locations/nowhere', '/support/nothing', '/medpack/x/y']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a missing script or manifest is a 404, never the page', async ({ request }) => {
  for (const path of [
    '/static/js/missing.js',
    '/remotes/mf-medpack/missing.json',
    '/remotes/nope/mf-manifest.json',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).not.toContain('text/html');
  }
});

test('cache and security headers', async ({ request }) => {
  const index = await request.get('/contact');
  // A rendered page: a cache in front may hold it a minute at most (server/src/routes/pages.ts, pageCachingHeaders).
  expect(index.headers()['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, (stale-while-revalidate=\d+, )?stale-if-error=\d+$/,
  );
  expect(index.headers().etag).toMatch(/^W\/"/);
  const headers = index.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain('frame-src https://www.google.com');
  // HSTS over HTTPS only: here when a proxy on loopback (trusted) says so.
  expect(headers['strict-transport-security']).toBeUndefined();
  const overHttps = await request.get('/contact', { headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers()['strict-transport-security']).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();

  // The live release's manifest, as remotes.json names it.
  const { 'mf-medpack': medpack } = await (await request.get('/remotes.json')).json();
  for (const path of ['/remotes.json', medpack.manifest]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
  }
  const html = await index.text();
  // The island loader is the page's one script; the federated entry is named on its tag.
  const script = html.match(/data-hydrator="(\/static\/js\/index\.[0-9a-f]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});
