// Compression of the answers the routes ask for (`reply.compress`): page HTML, in brotli
// or gzip as the client accepts. Files come with their own .br and .gz from the build.
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const compress: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
};

export default fp(compress, { name: 'compress' });
