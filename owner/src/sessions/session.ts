// Who is signed in: the signed session cookie (HttpOnly, SameSite=Strict, Secure over
// https, only sent under /owner) looked up on every request; a session idle longer than
// the configured hours, or older than its lifetime, is gone. Routes that need someone signed in use `requireOwner`.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Owner } from '../store/owners';
import { hashOf } from '../store/secrets';
import type { SessionStore } from '../store/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    owner?: Owner;
    /** The session's id (from the cookie), when someone is signed in. */
    sessionId?: string;
  }
}

const sessionCookie = 'owner_session';

/** Options of every cookie the console sets: `secure: 'auto'` follows request.protocol. */
export const consoleCookie: CookieSerializeOptions = {
  path: '/owner',
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
  signed: true,
};

/** What binds a CSRF token to the session (never the session id itself). */
export const csrfUserInfo = (request: FastifyRequest) =>
  request.sessionId ? hashOf(request.sessionId) : 'signed-out';

export function readSessions(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('owner', undefined);
  app.decorateRequest('sessionId', undefined);
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[sessionCookie];
    if (!raw) return;
    const { valid, value } = request.unsignCookie(raw);
    if (!valid || !value) return;
    const owner = sessions.resume(value);
    if (!owner) return;
    request.owner = owner;
    request.sessionId = value;
  });
}

/**
 * Signs `ownerId` in: a new session and its cookie. A session the browser already had ends
 * (a new id at every sign-in: no session fixation).
 */
export function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  ownerId: number,
) {
  if (request.sessionId) sessions.end(request.sessionId);
  reply.setCookie(sessionCookie, sessions.start(ownerId), consoleCookie);
}

export function signOut(request: FastifyRequest, reply: FastifyReply, sessions: SessionStore) {
  if (request.sessionId) sessions.end(request.sessionId);
  reply.clearCookie(sessionCookie, consoleCookie);
}

/** A preHandler: signed out, a page (GET) goes to the sign-in page, anything else is 401. */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply) {
  if (request.owner) return;
  request.log.info({ route: request.routeOptions.url }, 'refused: not signed in');
  if (request.method === 'GET') return reply.redirect('/owner/sign-in', 303);
  return reply.code(401).send({ error: 'Sign in first.' });
}
