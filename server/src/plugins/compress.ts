// Compression of the answers the routes ask for (`reply.compress`): page HTML, in brotli
// or gzip as the client accepts. Files come with their own .br and .gz from the build.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli quality 5, not the plugin's 4: the home page's HTML is 13.3 KB instead of 14.3
 * (a page is 50-75 KB of HTML, inline CSS included), so with its headers it arrives in
 * the first round trip of a new connection (TCP's initial window, 10 packets of about
 * 1,460 bytes) instead of two. It costs about a millisecond more per page on this
 * machine, and the caches in front keep each page once it is compressed.
 */
const PAGE_BROTLI_QUALITY = 5;

const compress: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
  });
};

export default fp(compress, { name: 'compress' });
