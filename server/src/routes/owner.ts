// `/owner` and `/owner/*`: the owner's console, a process of its own (owner/, started
// beside this server by `pnpm start`), is the only thing that writes the notices file. This
// server keeps no write path and no sign-in: with OWNER_ORIGIN set it forwards exactly
// these paths to the console (@fastify/http-proxy, bodies passed through unread), and
// without it they are a 404. Everything else stays GET and HEAD (plugins/guard.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { SiteContext } from '../serving/context.ts';
import { notFound, sendText } from '../serving/replies.ts';

export const OWNER_PREFIX = '/owner';

/** `/owner` or a path under it (not `/owners`). */
export const isOwnerPath = (path: string) =>
  path === OWNER_PREFIX || path.startsWith(`${OWNER_PREFIX}/`);

const owner: FastifyPluginAsync<SiteContext> = async (app, { config }) => {
  const upstream = config.owner.origin;
  if (!upstream) {
    app.all(OWNER_PREFIX, (_request, reply) => notFound(reply));
    app.all(`${OWNER_PREFIX}/*`, (_request, reply) => notFound(reply));
    return;
  }
  // Loaded only when there is a console to forward to (undici with it: a slower start).
  const { default: fastifyHttpProxy } = await import('@fastify/http-proxy');
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: OWNER_PREFIX,
    rewritePrefix: OWNER_PREFIX,
    // One record per problem, as for the site's own requests (app.ts): not two per request.
    logLevel: 'warn',
    replyOptions: {
      // The console counts sign-in attempts per address and sets Secure cookies over
      // https: it is told who asked and how (it trusts this server's loopback address).
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      // The console is down: say so, never a page of the public site.
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, "the owner's console did not answer");
        return sendText(reply as never, 502, "The owner's console is not running.", {
          'Cache-Control': 'no-store',
        });
      },
    },
  });
};

export default owner;
