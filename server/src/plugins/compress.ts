// Compression of the answers the routes ask for: page HTML in brotli (`replyWithPage`,
// compressed once per page) or, for a client without brotli, gzip (`reply.compress`).
// Files come with their own .br and .gz from the build.
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli quality 10 for the site's pages: the home page's HTML is 12.1 KB (4, the plugin's
 * default, gave 14.4; 5 gave 13.3 and left `/es` at 14.0), so with its headers every page
 * arrives in the first round trip of a new connection (TCP's initial window, 10 packets
 * of about 1,460 bytes). It takes about 24 ms per page on 2 shared cores, off the event
 * loop, once per page: the page cache hands out the same page object until the page
 * changes, and the caches in front keep what they were sent. A page asked for with a
 * query (a price search, a filtered list: one visitor's page, rendered for them) gets
 * quality 5, about 1 ms: quality 10 would double what such a render costs the server.
 */
const PAGE_BROTLI_QUALITY = 10;
const ONE_OFF_PAGE_BROTLI_QUALITY = 5;

const compressToBrotli = promisify(brotliCompress);
const brotliPages = new WeakMap<object, Promise<Buffer>>();

/**
 * A page's HTML in brotli, compressed the first time this page object is sent (at the
 * quality of that first answer: `oneOff` for a page asked for with a query).
 */
function pageInBrotli(page: { html: string }, oneOff: boolean): Promise<Buffer> {
  let body = brotliPages.get(page);
  if (!body) {
    const html = Buffer.from(page.html);
    body = compressToBrotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: oneOff
          ? ONE_OFF_PAGE_BROTLI_QUALITY
          : PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    brotliPages.set(page, body);
  }
  return body;
}

// As @fastify/compress reads the header: `*` and `x-gzip` stand for gzip.
const encodingOf = (header: string) =>
  negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']);

/**
 * Sends a page's HTML: its brotli copy to a client that prefers brotli, else what
 * @fastify/compress makes of it (gzip, or the HTML as it is).
 */
export async function replyWithPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string },
) {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || encodingOf(accepted) !== 'br') return reply.compress(page.html);
  const body = await pageInBrotli(page, request.url.includes('?'));
  const vary = reply.getHeader('vary');
  return reply
    .header('content-encoding', 'br')
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
    .send(body);
}

// `reply.compress` serves only the clients `replyWithPage` does not send brotli to.
const compress: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, { global: false, encodings: ['gzip'] });
};

export default fp(compress, { name: 'compress' });
