// `pnpm dev` only (commands/dev.ts adds it; production never registers it): the open
// pages reload when the live site changes (a new release of the shell or of a section,
// released from a watch build by dev/releases.ts). Every page gets one same-origin script,
// `/__dev/client.js` (the CSP stays `script-src 'self'`: no inline script), which listens
// to `/__dev/events` (server-sent events) and reloads when the site's id is no longer the
// one its page was rendered with. The page's own HTML is the production server's, from
// the same render path; only that script tag is added.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from '../serving/context.ts';

export const DEV_CLIENT = '/__dev/client.js';
const EVENTS = '/__dev/events';

/** The client: the site's id it was served with is in its own URL (`?site=`). */
const client = `// pnpm dev: reloads this page when the site it was rendered from changes.
(() => {
  const rendered = new URL(document.currentScript.src).searchParams.get('site');
  const events = new EventSource(${JSON.stringify(EVENTS)});
  events.addEventListener('site', (event) => {
    if (event.data !== rendered) window.location.reload();
  });
})();
`;

/** How often the live site is compared with the last one sent (a dev server's cost only). */
const CHECK_MS = 25;

const devReload: FastifyPluginAsync<SiteContext> = async (app, { site }) => {
  /** The live shell release and the version of each section: changes with any release. */
  const siteKey = () => site.live.shell.dir + JSON.stringify(site.live.composition.remotes);
  const siteId = () => createHash('sha256').update(siteKey()).digest('hex').slice(0, 12);
  const listeners = new Set<ServerResponse>();
  const send = (response: ServerResponse, id: string) =>
    response.write(`event: site\ndata: ${id}\n\n`);

  let last = siteKey();
  const timer = setInterval(() => {
    if (siteKey() === last) return;
    last = siteKey();
    const id = siteId();
    app.log.info(`The site changed (${id}): reloading ${listeners.size} open page(s)`);
    for (const response of listeners) send(response, id);
  }, CHECK_MS);
  timer.unref();

  // Pages go out uncompressed, so that the client's tag can be added (and, on loopback,
  // compression buys nothing).
  app.addHook('onRequest', async (request) => {
    delete request.headers['accept-encoding'];
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!page || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const html = payload.toString();
    if (!html.includes('</head>')) return payload;
    reply.removeHeader('content-length');
    const tag = `<script defer src="${DEV_CLIENT}?site=${siteId()}"></script>`;
    return html.replace('</head>', `${tag}</head>`);
  });

  app.get(DEV_CLIENT, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(client),
  );

  app.get(EVENTS, (request, reply) => {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    listeners.add(response);
    send(response, siteId());
    request.raw.once('close', () => listeners.delete(response));
  });

  // The server stops at once: open event streams would keep it waiting for its deadline.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const response of listeners) response.end();
    listeners.clear();
  });
};

export default fp(devReload, { name: 'dev-reload' });
