// Vitest's second global setup (vitest.config.ts), after the server's build: the tests of
// the root scripts run the tools' CLI as a visitor of the workspace would,
// `tools/dist/cli.js`, so it is built first, the way the root scripts build it on demand
// (its imports of the server resolve to the server/dist just built).
export { ensureToolsBuild as default } from '../../../scripts/server-build.mjs';
