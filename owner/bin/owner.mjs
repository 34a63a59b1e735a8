#!/usr/bin/env node
// Runs the owner console's TypeScript under Node through tsx's loader (the console is
// not bundled: it imports shared-content's sources, as the repository's scripts do).
// Usage: node owner/bin/owner.mjs serve | invite "<name>" | list | revoke <id|name>
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The console's own tsconfig (React's automatic JSX), whatever the working directory:
// `pnpm start` runs it from the workspace, the container from /app.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const [command] = process.argv.slice(2);
if (command === 'serve') await import('../src/main.ts');
else await import('../src/cli/main.ts');
