// For the server's tests: a logger shaped like Fastify's pino logger whose calls are
// recorded (each call's arguments: a record's fields, then its message; or the message).
import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';

export function quietLog() {
  const log = {
    level: 'info',
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    fatal: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    silent: vi.fn(),
    child: (): FastifyBaseLogger => log,
  };
  return log;
}
