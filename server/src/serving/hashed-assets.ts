// Content-hashed files never change under their name, so once read they are served from
// memory (each with its build-time .br and .gz copies): no file system work per request.
// A bounded, least-recently-used cache (lru-cache); anything unusual goes to
// @fastify/static instead.
// A file written in the last few seconds (a deploy copying over a live folder may not
// have finished it) is served uncached and marked no-cache.
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A file in memory with its build-time compressed copies.
 */
export type Asset = {
  contentType: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  bytes: number;
  settled: boolean;
};

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const SUFFIX = { br: '.br', gzip: '.gz' };

/** A file written this recently may still be being copied: served, but not kept. */
const SETTLE_MS = 5000;

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return null;
  throw error;
};

/**
 * The file's bytes, and whether they are complete and old enough to keep.
 */
async function readSettled(file: string) {
  const read = await Promise.all([stat(file), readFile(file)]).catch(missing);
  if (!read) return null;
  const [before, body] = read;
  const settled = before.size === body.length && Date.now() - before.mtimeMs > SETTLE_MS;
  return { body, settled };
}

export function hashedAssetCache({
  maxBytes = 32 * 1024 * 1024,
  maxFileBytes = 2 * 1024 * 1024,
}: {
  maxBytes?: number;
  maxFileBytes?: number;
} = {}) {
  // Least recently used first, bounded in bytes (lru-cache, as the page cache): a file
  // larger than maxFileBytes is not kept.
  const entries = new LRUCache<string, Asset>({
    maxSize: maxBytes,
    maxEntrySize: maxFileBytes,
    sizeCalculation: (asset) => Math.max(1, asset.bytes),
  });
  const remember = (key: string, asset: Asset) => {
    entries.set(key, asset);
  };

  /**
   * The file and its compressed copies, or null when the file is not there.
   */
  const load = async (root: string, file: string): Promise<Asset | null> => {
    const key = join(root, file);
    const cached = entries.get(key);
    if (cached) return cached;
    const identity = await readSettled(key);
    if (!identity) return null;
    const [br, gzip] = await Promise.all([
      readSettled(`${key}${SUFFIX.br}`),
      readSettled(`${key}${SUFFIX.gzip}`),
    ]);
    const asset = {
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      bodies: { identity: identity.body, br: br?.body, gzip: gzip?.body },
      bytes: identity.body.length + (br?.body.length ?? 0) + (gzip?.body.length ?? 0),
      settled: [identity, br, gzip].every((copy) => !copy || copy.settled),
    };
    if (asset.settled) remember(key, asset);
    return asset;
  };

  /**
   * Answers a plain GET or HEAD of a hashed file from memory: 'sent', 'missing' (nothing
   * sent, no such file) or 'skipped' (nothing sent: Range or conditional headers).
   */
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    file: string,
  ): Promise<'sent' | 'missing' | 'skipped'> => {
    const { headers } = request;
    if (headers.range || headers['if-none-match'] || headers['if-modified-since']) {
      return 'skipped';
    }
    const asset = await load(root, file);
    if (!asset) return 'missing';
    const available = ENCODINGS.filter((encoding) => asset.bodies[encoding]);
    const encoding = headers['accept-encoding']
      ? negotiate(headers['accept-encoding'], available)
      : null;
    reply.header('Content-Type', asset.contentType).header('Vary', 'Accept-Encoding');
    // Possibly caught mid-copy: no browser may keep this answer for a year.
    if (!asset.settled) reply.header('Cache-Control', 'no-cache');
    if (encoding) reply.header('Content-Encoding', encoding);
    await reply.send(asset.bodies[encoding ?? 'identity']);
    return 'sent';
  };

  return { serve };
}
