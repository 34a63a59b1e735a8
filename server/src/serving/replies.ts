// The plain-text answers every plugin shares (errors, not found, mid-deploy).
import type { FastifyReply } from 'fastify';

// Headers that describe a file; wrong on the 404 that replaces a file gone mid-request.
const FILE_HEADERS = [
  'content-encoding',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'vary',
];

export function sendText(
  reply: FastifyReply,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  for (const name of FILE_HEADERS) reply.removeHeader(name);
  return reply
    .code(status)
    .headers({ 'Cache-Control': 'no-cache', ...headers })
    .type('text/plain; charset=utf-8')
    .send(text);
}

export const notFound = (reply: FastifyReply) => sendText(reply, 404, 'Not found');

/** The site is being updated (a file or the shell changed mid-request): ask to retry. */
export const updating = (reply: FastifyReply) =>
  sendText(reply, 503, 'The site is being updated. Please reload in a moment.', {
    'Retry-After': '2',
    'Cache-Control': 'no-store',
  });
