// How requests end when something goes wrong (for the whole app; off the way of a request
// that goes well): no route is a 404; a file removed between its stat and its read (a
// deploy that is not atomic) is a 404; a file rewritten while it is sent is cut (or, before
// anything was sent, answered 503: the guard's onSend hook passes every file through
// `lengthGuard`, plugins/guard.ts); other errors are their 4xx, or a logged 500.
import { STATUS_CODES } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from '../serving/context.ts';
import { notFound, sendText, updating } from '../serving/replies.ts';

/**
 * An error a request ends with: Fastify's own carry a statusCode, file system errors (and
 * lengthGuard's) a code.
 */
export type RequestError = Error & { code?: string; statusCode?: number };

/**
 * Passes a file's bytes through and fails unless exactly its Content-Length arrive: a
 * file rewritten while it is read (`cp` over a live folder) can end short, or have grown
 * from the empty file that was measured.
 */
export function lengthGuard(expected: number) {
  let seen = 0;
  const changed = () => {
    const error: NodeJS.ErrnoException = new Error(
      `file changed while it was sent (${seen} of ${expected} bytes)`,
    );
    error.code = 'EFILECHANGED';
    return error;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > expected ? changed() : null, chunk);
    },
    flush(done) {
      done(seen === expected ? null : changed());
    },
  });
}

const errors: FastifyPluginAsync<SiteContext> = async (app) => {
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  app.setErrorHandler((error: RequestError, request, reply) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') {
      return notFound(reply);
    }
    if (error.code === 'EFILECHANGED') return updating(reply);
    const { statusCode = 0 } = error;
    const status = statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500)
      request.log.error({ err: error }, `Request for ${request.url} failed: ${error.message}`);
    return sendText(reply, status, STATUS_CODES[status] ?? 'Error');
  });
};

export default fp(errors, { name: 'errors' });
