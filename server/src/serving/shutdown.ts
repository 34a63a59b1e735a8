// How the server process stops (SIGTERM or SIGINT: a deploy, `docker stop`, Kubernetes):
// close-with-grace (the Fastify team's) owns the signals, the deadline and the exit code;
// Fastify's close stops accepting, answers 503 to requests that still arrive and waits
// for those in flight. What neither does, done here: every answer still to come says
// `Connection: close`, an idle keep-alive connection is closed cleanly (FIN, not a reset)
// and one still sending its headers is cut a moment later, so the process exits 0 at once
// instead of waiting for the clients' timeouts.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * The connections of a server and the responses open on each, so that a shutdown can
 * close each connection as soon as it has nothing left to answer.
 */
function trackConnections(server: Server) {
  const open: Map<Socket, Set<ServerResponse>> = new Map();
  let closing = false;
  const closeIfIdle = (socket: Socket) => {
    if (!closing || (open.get(socket)?.size ?? 0) > 0) return;
    // A clean close (FIN), not a reset; one still sending its headers is cut a moment later.
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  server.on('connection', (socket: Socket) => {
    open.set(socket, new Set());
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    const responses = open.get(request.socket);
    responses?.add(response);
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      responses?.delete(response);
      closeIfIdle(request.socket);
    });
  });
  return {
    /** Marks every answer still to come `Connection: close`, and closes idle connections. */
    close() {
      closing = true;
      for (const [socket, responses] of open) {
        for (const response of responses) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        closeIfIdle(socket);
      }
    },
  };
}

/**
 * Stops the app on SIGTERM (or SIGINT, or an exception nothing caught) within `delayMs`
 * whatever the clients do: 0 when it stopped cleanly, 1 after an uncaught exception (its
 * supervisor starts it again) or when requests were still open at the deadline. A promise
 * nobody handled is logged and the server goes on.
 */
export function exitGracefully(app: FastifyInstance, { delayMs }: { delayMs: number }) {
  const connections = trackConnections(app.server);
  app.addHook('preClose', async () => connections.close());
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'Unhandled rejection in the server');
  });
  closeWithGrace(
    {
      delay: delayMs,
      skip: ['unhandledRejection'],
      logger: false,
      onTimeout: () => {
        app.log.warn(`Requests still open after ${delayMs} ms; closing them`);
        app.server.closeAllConnections();
      },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'Uncaught exception in the server; restarting');
      else app.log.info(`${signal}: finishing in-flight requests, then stopping`);
      await app.close();
    },
  );
}
