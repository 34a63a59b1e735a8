// The container's health check (Dockerfile HEALTHCHECK): exits 0 when the server on PORT
// answers /healthz. Its own small entry, not the CLI: it runs every few seconds.
import { readConfig } from '../config.ts';
import { HEALTH_PATH } from '../serving/headers.ts';

try {
  const answer = await fetch(`http://127.0.0.1:${readConfig().port}${HEALTH_PATH}`, {
    signal: AbortSignal.timeout(3000),
  });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
