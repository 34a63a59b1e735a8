// Wrong sign-ins and invite codes, limited per address and per account with
// @fastify/rate-limit's limiters: each wrong attempt is counted, and once five came within
// a minute (from one address, or for one account) the next attempt is answered 429
// before it is even checked, and logged. A right sign-in is not counted. The account of an
// invite code is the person it was made for (used or expired codes too); codes that were
// never made share one account, so guessing from many addresses is held back as well.
// The address is request.ip: X-Forwarded-For only from the proxy OWNER_TRUST_PROXY names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const wrongAttemptsPerMinute = 5;

/** The account an attempt is for: the passkey it presents, or the invite code's person. */
export type AccountOf = (request: FastifyRequest) => string;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export function attemptLimits(
  app: FastifyInstance,
  accounts: { signIn: AccountOf; invite: AccountOf },
  wasRefused: (request: FastifyRequest) => boolean,
) {
  const limiter = (keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: wrongAttemptsPerMinute, timeWindow: 60_000, keyGenerator });
  const signIn: [string, Limiter][] = [
    ['address', limiter((request) => `sign-in:${request.ip}`)],
    ['account', limiter((request) => `account:${accounts.signIn(request)}`)],
  ];
  const invites: [string, Limiter][] = [
    ['address', limiter((request) => `invite:${request.ip}`)],
    ['person', limiter((request) => `invitee:${accounts.invite(request)}`)],
  ];

  /** A preHandler refusing (429) while any of `limiters` has counted its fill of wrong attempts. */
  const holdBack =
    (limiters: [string, Limiter][]) => async (request: FastifyRequest, reply: FastifyReply) => {
      for (const [scope, limit] of limiters) {
        const state = await limit(request, { increment: false });
        if (state.isAllowed || state.remaining > 0) continue;
        request.log.warn(
          { route: request.routeOptions.url, scope },
          'refused: too many wrong attempts',
        );
        reply.header('Retry-After', String(state.ttlInSeconds));
        return reply.code(429).send({ error: 'Too many tries: wait a minute.' });
      }
    };
  /** An onSend hook counting the attempt when the route refused it (`wasRefused`). */
  const countRefused =
    (limiters: [string, Limiter][]) =>
    async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      if (wasRefused(request)) for (const [, limit] of limiters) await limit(request);
      return payload;
    };

  return {
    signIn: { preHandler: holdBack(signIn), onSend: countRefused(signIn) },
    invites: { preHandler: holdBack(invites), onSend: countRefused(invites) },
  };
}
