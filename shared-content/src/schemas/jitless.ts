import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it
 * may by trying once. Under the site's Content-Security-Policy (no 'unsafe-eval') the
 * probe is reported as a CSP violation, so schemas that run in the browser use zod
 * without that compilation. Import this before any schema is built.
 */
z.config({ jitless: true });
