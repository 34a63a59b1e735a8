// @vitest-environment node
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContext } from '../serving/context.ts';
import devReload, { DEV_CLIENT } from './reload.ts';

/** The live site as the plugin reads it: a shell release and the composition. */
const live = { shell: { dir: '/release/shells/a' }, composition: { remotes: {} } };
const context = { site: { live } } as unknown as SiteContext;
const page = '<!doctype html><html><head><title>x</title></head><body>page</body></html>';

let app: FastifyInstance;
async function devApp() {
  app = Fastify();
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/data.json', async () => ({ head: '</head>' }));
  await app.register(devReload, context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The `site` events of the dev event stream, as they arrive. */
async function* siteEvents(url: string) {
  const response = await fetch(`${url}/__dev/events`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += new TextDecoder().decode(value);
    for (const match of text.matchAll(/event: site\ndata: (\w+)\n\n/g)) yield match[1];
    text = text.slice(text.lastIndexOf('\n\n') + 2);
  }
}

afterEach(async () => {
  live.shell.dir = '/release/shells/a';
  live.composition.remotes = {};
  await app?.close();
});

describe("pnpm dev's reloads", () => {
  it('adds one same-origin script to each page, and nothing else to anything else', async () => {
    const url = await devApp();
    const html = await (await fetch(`${url}/page`)).text();
    const tag = html.match(/<script defer src="([^"]+)"><\/script><\/head>/);
    expect(tag?.[1]).toMatch(new RegExp(`^${DEV_CLIENT.replaceAll('.', '\\.')}\\?site=\\w+$`));
    expect(html.replace(tag?.[0] ?? '', '</head>')).toBe(page);
    expect(await (await fetch(`${url}/data.json`)).json()).toEqual({ head: '</head>' });
    const client = await fetch(`${url}${tag?.[1]}`);
    expect(client.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await client.text()).toContain('window.location.reload()');
  });

  it("tells open pages the site's id, and the new one when a release goes live", async () => {
    const url = await devApp();
    const rendered = (await (await fetch(`${url}/page`)).text()).match(/\?site=(\w+)/)?.[1];
    const events = siteEvents(url);
    expect((await events.next()).value).toBe(rendered);
    live.composition.remotes = { 'mf-reviews': { manifest: '/remotes/mf-reviews/b/x.json' } };
    const next = (await events.next()).value;
    expect(next).not.toBe(rendered);
    live.shell.dir = '/release/shells/b';
    expect((await events.next()).value).not.toBe(next);
    await events.return(undefined);
  });
});
