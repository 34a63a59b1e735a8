// The container's health check: exits 0 when the server on PORT answers /healthz.
import { HEALTH_PATH } from '../serving/headers.ts';

const port = process.env.PORT ?? 8080;
try {
  const answer = await fetch(`http://127.0.0.1:${port}${HEALTH_PATH}`, {
    signal: AbortSignal.timeout(3000),
  });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
