// `/owner` and `/owner/*`: the owner's console, a process of its own (owner/, started
// beside this server by `pnpm start`), is the only thing that writes the notices file. This
// server keeps no write path and no sign-in: with OWNER_ORIGIN set it forwards exactly
// these paths to the console (@fastify/http-proxy), and without it they are a 404.
// Everything else stays GET and HEAD (plugins/guard.ts, which also decides, once, on the
// decoded path, whether a request is the console's, and gives every answer here the
// console's headers).
//
// A body is read here first, up to the console's own limit (a larger one, chunked or not,
// is a 413 from this server), then sent on with its length: the console never sees a
// request cut short, and `Expect: 100-continue` is answered here (Node's server does),
// never passed on (undici refuses to send it).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OWNER_BODY_LIMIT, OWNER_PREFIX } from 'shared-content/owner-console';
import type { SiteContext } from '../serving/context.ts';
import { notFound, sendText } from '../serving/replies.ts';

export { consoleHeaders, isOwnerPath, OWNER_PREFIX } from 'shared-content/owner-console';

/** Request headers a client may send that must not reach the console as they are. */
const NOT_FORWARDED = [
  // Said again below from what this server saw itself.
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  // The body is sent whole, with its length.
  'expect',
  'transfer-encoding',
];

/**
 * The headers sent to the console: the client's, less the ones it could use to pass for
 * someone else, and who asked, as this server saw it: the connection's address and
 * scheme, or a proxy's X-Forwarded-For and -Proto only when TRUST_PROXY names that proxy.
 */
export function consoleRequestHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: Record<string, string | string[] | undefined>,
) {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !NOT_FORWARDED.includes(name.toLowerCase())),
  );
  return {
    ...kept,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

const owner: FastifyPluginAsync<SiteContext> = async (app, { config }) => {
  const upstream = config.owner.origin;
  if (!upstream) {
    app.all(OWNER_PREFIX, (_request, reply) => notFound(reply));
    app.all(`${OWNER_PREFIX}/*`, (_request, reply) => notFound(reply));
    return;
  }
  // Loaded only when there is a console to forward to (undici with it: a slower start).
  const { default: fastifyHttpProxy } = await import('@fastify/http-proxy');
  // Every body, whatever its type, read whole as bytes up to the console's limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: OWNER_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: OWNER_PREFIX,
    rewritePrefix: OWNER_PREFIX,
    proxyPayloads: false,
    // A body read here is sent as it came, with its type and length.
    handler: (request, reply, dest, options) =>
      reply.from(
        dest,
        Buffer.isBuffer(request.body)
          ? {
              ...options,
              body: request.body,
              contentType: request.headers['content-type'] ?? 'application/octet-stream',
            }
          : options,
      ),
    // One record per problem, as for the site's own requests (app.ts): not two per request.
    logLevel: 'warn',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => consoleRequestHeaders(request, headers),
      // The console is down: say so, never a page of the public site.
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, "the owner's console did not answer");
        return sendText(reply as never, 502, "The owner's console is not running.");
      },
    },
  });
};

export default owner;
