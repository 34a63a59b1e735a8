// The CLI's process: `node owner/bin/owner.mjs <command>` (pnpm owner:invite|list|revoke).
import { runCli } from './commands';

process.exitCode = await runCli(process.argv.slice(2));
