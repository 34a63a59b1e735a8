// The console's response headers, on every answer (pages, assets, errors): nothing is
// cached or indexed, and the CSP is as strict as the public site's (scripts and styles
// from this origin only, no inline code, no frames), with HSTS when the request came
// over https. @fastify/helmet sets the standard ones; one hook adds the rest.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Only over https (below): an http answer's HSTS header means nothing and misleads.
    strictTransportSecurity: false,
    // same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" on a form POST.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    return payload;
  });
}
