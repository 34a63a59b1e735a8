// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createReadiness, READY_PATH, warmUpPaths } from './readiness.ts';

/** An app whose pages take `renderMs` to render, counting renders per path, with /readyz. */
function appWithPages(renderMs: number) {
  const app = Fastify();
  const readiness = createReadiness({ log: { info: vi.fn(), warn: vi.fn() } });
  const renders = new Map<string, number>();
  app.get(READY_PATH, (_request, reply) => readiness.answer(reply));
  app.get('/*', async (request) => {
    renders.set(request.url, (renders.get(request.url) ?? 0) + 1);
    await new Promise((done) => setTimeout(done, renderMs));
    return request.url === '/broken' ? Promise.reject(new Error('no')) : 'page';
  });
  return { app, readiness, renders };
}

describe('readiness', () => {
  it('answers 503 until each render worker has rendered every warm-up page, then 200', async () => {
    const { app, readiness, renders } = appWithPages(50);
    expect((await app.inject(READY_PATH)).statusCode).toBe(503);
    const warming = readiness.warmUp(app, { paths: async () => ['/', '/locations'], rounds: 2 });
    const during = await app.inject(READY_PATH);
    expect(during.statusCode).toBe(503);
    expect(during.body).toContain('warming');
    expect(during.headers['cache-control']).toBe('no-store');
    await warming;
    expect(Object.fromEntries(renders)).toEqual({ '/': 2, '/locations': 2 });
    const ready = await app.inject(READY_PATH);
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toMatch(/^ready: warmed 2 pages/);
  });

  it('is ready even when a page fails (a remote down must not keep the site out), and says which', async () => {
    const { app, readiness } = appWithPages(1);
    await readiness.warmUp(app, { paths: async () => ['/', '/broken'], rounds: 1 });
    const ready = await app.inject(READY_PATH);
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toContain('failed: /broken (500)');
  });

  it('is not ready any more once shutting down', async () => {
    const { app, readiness } = appWithPages(1);
    readiness.markReady();
    expect((await app.inject(READY_PATH)).statusCode).toBe(200);
    readiness.markClosing();
    const closing = await app.inject(READY_PATH);
    expect(closing.statusCode).toBe(503);
    expect(closing.body).toContain('shutting down');
  });

  it('warms home and the first page each live remote publishes', async () => {
    const paths = warmUpPaths(() => ({
      described: {
        'mf-locations': { pages: { pages: ['/locations', '/locations/map'] } },
        'mf-medpack': { pages: { pages: [] } },
      },
    }));
    expect(await paths()).toEqual(['/', '/locations']);
  });
});
