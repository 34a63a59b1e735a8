// @vitest-environment node
// Connections and shutdown of the running server (serving/shutdown.ts, app.ts's timeouts).
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverModule } from '../paths.ts';
import { quietLog } from '../testing/log.ts';
import { BIG_FILE, BIG_SCRIPT, close, get, listen, makeSite } from '../testing/site.ts';

describe('connections', () => {
  it('closes a connection whose request headers never finish', async () => {
    const site = makeSite();
    const { server, base } = await listen({
      env: site.env,
      log: quietLog(),
      timeouts: { headersMs: 300, requestMs: 300, idleMs: 1000 },
    });
    const startedAt = Date.now();
    const closedAfter = await new Promise<number>((done) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'),
      );
      socket.resume(); // read the server's 408, and with it the end of the connection
      socket.on('error', () => {});
      socket.on('close', () => done(Date.now() - startedAt));
    });
    expect(closedAfter).toBeLessThan(2500);
    await close(server);
    rmSync(site.root, { recursive: true, force: true });
  });
});

describe('shutdown', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  /** The server in a process of its own, as in production, answering on `port`. */
  async function startChild(port: number) {
    const site = makeSite();
    const running = spawn(process.execPath, [serverModule('cli'), 'serve'], {
      env: {
        ...process.env,
        ...site.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    const exited = new Promise<number | null>((done) => running.on('exit', (code) => done(code)));
    await vi.waitFor(() => get(`http://127.0.0.1:${port}`, '/'), { timeout: 5000, interval: 100 });
    return { site, running, exited };
  }

  it('on SIGTERM stops accepting, finishes the download in flight, then exits', async () => {
    const port = 8142;
    const { site, running, exited } = await startChild(port);

    // A slow reader: the response cannot be sent at once, so it is still in flight.
    let received = 0;
    const response = await new Promise<import('node:http').IncomingMessage>((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/${BIG_FILE}` }, done);
      req.on('error', fail);
      req.end();
    });
    response.pause();
    running.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    // No new visitors while shutting down.
    await expect(get(`http://127.0.0.1:${port}`, '/')).rejects.toThrow();
    const finished = new Promise<void>((done, fail) => {
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      response.on('end', done);
      response.on('error', fail);
    });
    response.resume();
    await finished;
    expect(received).toBe(Buffer.byteLength(BIG_SCRIPT));
    expect(await exited).toBe(0);
    rmSync(site.root, { recursive: true, force: true });
  });

  it('on SIGTERM closes idle keep-alive connections cleanly, cuts a client trickling its headers, and exits 0 at once', async () => {
    const port = 8143;
    const { site, running, exited } = await startChild(port);

    // An idle keep-alive connection: one request answered, the socket kept open.
    const idle = connect(port, '127.0.0.1');
    const idleClosed = new Promise<string>((done) => {
      idle.on('error', (error) => done(`error: ${error.message}`));
      idle.on('end', () => done('end'));
    });
    await new Promise<void>((done) => {
      idle.once('data', () => done());
      idle.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    // A client sending one header line a second, never finishing.
    const trickler = connect(port, '127.0.0.1');
    trickler.on('error', () => {});
    trickler.write('GET / HTTP/1.1\r\n');
    const trickle = setInterval(() => trickler.write('X-Slow: 1\r\n'), 1000);

    await new Promise((done) => setTimeout(done, 200));
    const signalledAt = Date.now();
    running.kill('SIGTERM');
    const code = await exited;
    clearInterval(trickle);
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
    expect(await idleClosed).toBe('end');
    trickler.destroy();
    rmSync(site.root, { recursive: true, force: true });
  });
});
