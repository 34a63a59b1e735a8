// `pnpm serve` and the container: the production server (serve.ts) under its supervisor
// (supervisor.ts), until SIGTERM or SIGINT.
import { runSupervised } from './supervisor.ts';

runSupervised();
