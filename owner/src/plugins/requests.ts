// What every request is read with, before any route: signed cookies, form bodies, the rate
// limiter the sign-in routes use, and CSRF tokens bound to the session.
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleContext } from '../context';
import { consoleCookie, csrfUserInfo } from '../sessions/session';

const requests: FastifyPluginAsync<ConsoleContext> = async (app, { secret }) => {
  await app.register(cookie, { secret });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'owner_csrf',
    cookieOpts: consoleCookie,
    getUserInfo: csrfUserInfo,
    csrfOpts: { hmacKey: secret },
  });
};

export default fp(requests, { name: 'requests', dependencies: ['headers'] });
