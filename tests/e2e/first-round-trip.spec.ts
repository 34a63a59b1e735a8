import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { pathIn } from 'shared-content';
import { canonicalPaths } from '../site/pages';

/**
 * A page reaches a phone in the first round trip of a new connection: the server's whole
 * answer, headers and brotli HTML, fits TCP's initial window of 10 packets of 1,460 bytes
 * (what Lighthouse's slow 4G simulates; a page over it waits a round trip more, 150 ms
 * there, before its first paint). Counted as they arrive on the socket, as a browser
 * asks (keep-alive, brotli).
 */
const INITIAL_WINDOW_BYTES = 10 * 1460;

/** Every byte of the server's answer to one request for `path`. */
function bytesOnTheWire(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ bytes: number; head: string }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
          'Accept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n',
      );
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = Buffer.concat(chunks);
      const headEnd = answer.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = answer.subarray(0, headEnd).toString();
      const length = /^content-length: *(\d+)/im.exec(head)?.[1];
      // Its length given, or a chunked answer's empty last chunk.
      const whole = length
        ? answer.length >= headEnd + 4 + Number(length)
        : answer.subarray(-5).toString() === '0\r\n\r\n';
      if (whole) {
        socket.end();
        resolve({ bytes: answer.length, head });
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${path}: no whole answer`)));
  });
}

test('every page arrives in the first round trip of a new connection, in both languages', async ({
  baseURL,
}) => {
  const paths = canonicalPaths().flatMap((english) => [english, pathIn(english, 'es')]);
  const over: string[] = [];
  for (const path of paths) {
    const { bytes, head } = await bytesOnTheWire(baseURL ?? '', path);
    expect(head, path).toMatch(/^HTTP\/1\.1 200 /);
    expect(head.toLowerCase(), path).toContain('content-encoding: br');
    if (bytes > INITIAL_WINDOW_BYTES) over.push(`${path}: ${bytes} B`);
  }
  expect(over, `over ${INITIAL_WINDOW_BYTES} B`).toEqual([]);
});
