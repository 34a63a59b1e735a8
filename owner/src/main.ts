// The owner console's process: `pnpm owner:start` (node owner/bin/owner.mjs serve).
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './store/database';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const app = await buildApp(config, openDatabase(config.databaseFile));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`owner console on ${config.publicOrigin}/owner/ writing ${config.noticesFile}`);
