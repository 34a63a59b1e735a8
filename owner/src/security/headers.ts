// The console's response headers, on every answer (pages, assets, errors): nothing is
// cached or indexed, and the CSP is as strict as the public site's (scripts and styles
// from this origin only, no inline code, no frames), with HSTS when the request came
// over https. @fastify/helmet sets the standard ones; one hook adds the rest. The values
// live once in shared-content/owner-console: the public site puts the same on its own
// answers under /owner (server/src/plugins/guard.ts).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { consoleContentSecurityPolicy, consoleHeaders } from 'shared-content/owner-console';

export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: consoleContentSecurityPolicy },
    // Only over https (below): an http answer's HSTS header means nothing and misleads.
    strictTransportSecurity: false,
    // same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" on a form POST.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Cache-Control', consoleHeaders['Cache-Control']);
    reply.header('X-Robots-Tag', consoleHeaders['X-Robots-Tag']);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    return payload;
  });
}
