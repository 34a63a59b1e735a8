// Passkeys with SimpleWebAuthn: an invited person enrols one (the invite works once), and
// signs in with it (discoverable credentials, user verification required). Each step's
// challenge is kept server-side under a random id in a short-lived signed cookie. A
// refusal is logged with its reason only: no codes, challenges or credential data.

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OwnerConfig } from '../config';
import { consoleCookie, signIn } from '../sessions/session';
import type { OwnerStore } from '../store/owners';
import { hashOf } from '../store/secrets';
import type { ChallengePurpose, SessionStore } from '../store/sessions';
import { attemptLimits } from './rate-limits';

const challengeCookie = 'owner_challenge';

/** The shape of a browser's WebAuthn answer; its contents are checked by SimpleWebAuthn. */
const credentialAnswer = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
});
const inviteCode = z.object({ code: z.string().trim().min(1).max(100) });

const idOf = (body: unknown) => credentialAnswer.safeParse(body).data?.id ?? 'malformed';
const codeOf = (body: unknown) => inviteCode.safeParse(body).data?.code;

export function passkeyRoutes(
  app: FastifyInstance,
  { config, owners, sessions }: { config: OwnerConfig; owners: OwnerStore; sessions: SessionStore },
) {
  const refusedAttempts = new WeakSet<FastifyRequest>();
  const limits = attemptLimits(
    app,
    {
      signIn: (request) => {
        const id = idOf(request.body);
        const known = owners.activeCredential(id);
        return known ? `owner-${known.owner.id}` : `credential-${hashOf(id).slice(0, 16)}`;
      },
      invite: (request) => {
        const code = codeOf(request.body);
        const holder = code === undefined ? undefined : owners.inviteHolder(code);
        return holder === undefined ? 'no-such-invite' : `owner-${holder}`;
      },
    },
    (request) => refusedAttempts.has(request),
  );
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    reason: string,
    message: string,
  ) => {
    refusedAttempts.add(request);
    request.log.warn({ route: request.routeOptions.url, reason }, 'refused');
    return reply.code(status).send({ error: message });
  };
  const keepChallenge = (
    reply: FastifyReply,
    pending: Parameters<SessionStore['keepChallenge']>[0],
  ) =>
    reply.setCookie(challengeCookie, sessions.keepChallenge(pending), {
      ...consoleCookie,
      maxAge: 300,
    });
  const takeChallenge = (
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: ChallengePurpose,
  ) => {
    const raw = request.cookies[challengeCookie];
    reply.clearCookie(challengeCookie, consoleCookie);
    const { valid, value } = raw ? request.unsignCookie(raw) : { valid: false, value: null };
    return valid && value ? sessions.takeChallenge(value, purpose) : undefined;
  };
  const csrf = app.csrfProtection;

  // Asking for a challenge costs a row (swept after 5 minutes): a generous cap per address.
  const challengeCap = { rateLimit: { max: 30, timeWindow: 60_000 } };

  app.post(
    '/sign-in/options',
    { config: challengeCap, preHandler: csrf },
    async (_request, reply) => {
      const options = await generateAuthenticationOptions({
        rpID: config.rpId,
        userVerification: 'required',
      });
      keepChallenge(reply, {
        challenge: options.challenge,
        purpose: 'sign-in',
        ownerId: null,
        inviteHash: null,
      });
      return options;
    },
  );

  app.post(
    '/sign-in/verify',
    { preHandler: [csrf, limits.signIn.preHandler], onSend: limits.signIn.onSend },
    async (request, reply) => {
      const answer = credentialAnswer.safeParse(request.body);
      const pending = takeChallenge(request, reply, 'sign-in');
      if (!answer.success)
        return refuse(request, reply, 400, 'malformed answer', 'That did not work: try again.');
      if (!pending)
        return refuse(request, reply, 400, 'no challenge', 'That took too long: try again.');
      const known = owners.activeCredential(answer.data.id);
      if (!known)
        return refuse(
          request,
          reply,
          401,
          'unknown or revoked passkey',
          'This passkey cannot sign in.',
        );
      const verification = await verifyAuthenticationResponse({
        response: answer.data as unknown as AuthenticationResponseJSON,
        expectedChallenge: pending.challenge,
        expectedOrigin: config.publicOrigin,
        expectedRPID: config.rpId,
        credential: known.credential,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified)
        return refuse(request, reply, 401, 'verification failed', 'This passkey cannot sign in.');
      owners.credentialUsed(known.credential.id, verification.authenticationInfo.newCounter);
      signIn(request, reply, sessions, known.owner.id);
      request.log.info({ owner: known.owner.id }, 'signed in');
      return { redirect: '/owner/' };
    },
  );

  app.post(
    '/enroll/options',
    { preHandler: [csrf, limits.invites.preHandler], onSend: limits.invites.onSend },
    async (request, reply) => {
      const body = inviteCode.safeParse(request.body);
      const owner = body.success ? owners.inviteOwner(body.data.code) : undefined;
      if (!body.success || !owner) {
        return refuse(
          request,
          reply,
          403,
          'invalid invite',
          'This invite does not work: it is used, expired or mistyped.',
        );
      }
      const options = await generateRegistrationOptions({
        rpName: config.rpName,
        rpID: config.rpId,
        userName: owner.name,
        userID: new TextEncoder().encode(`owner-${owner.id}`),
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      keepChallenge(reply, {
        challenge: options.challenge,
        purpose: 'enroll',
        ownerId: owner.id,
        inviteHash: hashOf(body.data.code),
      });
      return options;
    },
  );

  app.post(
    '/enroll/verify',
    { preHandler: [csrf, limits.invites.preHandler], onSend: limits.invites.onSend },
    async (request, reply) => {
      const body = z
        .object({ code: inviteCode.shape.code, answer: credentialAnswer })
        .safeParse(request.body);
      const pending = takeChallenge(request, reply, 'enroll');
      if (!body.success)
        return refuse(request, reply, 400, 'malformed answer', 'That did not work: try again.');
      if (!pending?.ownerId || pending.inviteHash !== hashOf(body.data.code)) {
        return refuse(request, reply, 400, 'no challenge', 'That took too long: try again.');
      }
      const verification = await verifyRegistrationResponse({
        response: body.data.answer as unknown as RegistrationResponseJSON,
        expectedChallenge: pending.challenge,
        expectedOrigin: config.publicOrigin,
        expectedRPID: config.rpId,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified)
        return refuse(request, reply, 400, 'verification failed', 'The passkey was not accepted.');
      if (!owners.redeemInvite(body.data.code)) {
        return refuse(
          request,
          reply,
          403,
          'invite used or expired',
          'This invite does not work: it is used, expired or mistyped.',
        );
      }
      owners.addCredential(pending.ownerId, verification.registrationInfo.credential);
      signIn(request, reply, sessions, pending.ownerId);
      request.log.info({ owner: pending.ownerId }, 'passkey enrolled');
      return { redirect: '/owner/' };
    },
  );
}
