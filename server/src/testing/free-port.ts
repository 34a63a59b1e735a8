import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/**
 * A loopback port no one listens on now, as the system hands one out (for a process a
 * test starts, which must be told its port). A random pick may be a port another test's
 * connection is using at that moment.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
