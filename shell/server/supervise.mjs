// `pnpm serve` and the container: the production server (serve.mjs) under its supervisor
// (supervisor.mjs), until SIGTERM or SIGINT.
import { runSupervised } from './supervisor.mjs';

runSupervised();
