// The server's own figures, on a listener of their own that is not the site's:
// METRICS_HOST:METRICS_PORT (127.0.0.1:9464 unless told otherwise; METRICS_PORT=off: none,
// 0: any free port). It answers
// GET /metrics (Prometheus text format) and GET /status.json (what `pnpm status` prints).
// Nothing of it is reachable through the site's port.

import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { Observer } from './metrics.ts';

export async function startMetricsListener({
  port,
  host,
  observer,
  status,
  log,
}: {
  /** None: no listener. */
  port: number | undefined;
  host: string;
  observer: Observer;
  status: () => unknown;
  log: Pick<Console, 'info' | 'error'>;
}): Promise<Server | undefined> {
  if (port === undefined) return undefined;
  const server = createServer(async (request, response) => {
    try {
      const path = (request.url ?? '/').split('?', 1)[0];
      if (request.method !== 'GET') {
        response.writeHead(405, { Allow: 'GET' }).end();
      } else if (path === '/metrics') {
        const text = await observer.registry.metrics();
        response.writeHead(200, { 'Content-Type': observer.registry.contentType }).end(text);
      } else if (path === '/status.json') {
        response
          .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          .end(JSON.stringify(await status()));
      } else {
        response.writeHead(404).end();
      }
    } catch (error) {
      log.error(`Metrics listener: ${error instanceof Error ? error.message : error}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  log.info(
    `Metrics: http://${host}:${typeof address === 'object' && address ? address.port : port}/metrics`,
  );
  return server;
}
