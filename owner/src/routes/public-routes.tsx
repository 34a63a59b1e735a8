// What the console answers before sign-in: the sign-in and enrolment pages and the
// console's own static files (its style sheet, its passkey script and SimpleWebAuthn's
// browser bundle, served from this origin as the CSP requires).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { workspace } from '../config';
import { documentOf } from '../pages/layout';
import { EnrollPage, SignInPage } from '../pages/sign-in';
import { csrfUserInfo } from '../sessions/session';

// From the package's folder, the same whether this runs from src/ (tests) or the build.
const sources = resolve(workspace, 'owner/src');
const browserBundle = resolve(
  dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')),
  '../dist/bundle/index.umd.min.js',
);

const assets: Record<string, { file: string; type: string }> = {
  'console.css': { file: resolve(sources, 'assets/console.css'), type: 'text/css; charset=utf-8' },
  'passkey.js': {
    file: resolve(sources, 'browser/passkey.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'webauthn.js': { file: browserBundle, type: 'text/javascript; charset=utf-8' },
};

export default async function publicRoutes(app: FastifyInstance) {
  const contents = new Map(
    Object.entries(assets).map(([name, asset]) => [name, readFileSync(asset.file)]),
  );
  const page = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').send(body);
  const token = (request: FastifyRequest, reply: FastifyReply) =>
    reply.generateCsrf({ userInfo: csrfUserInfo(request) });

  app.get('/sign-in', async (request, reply) =>
    request.owner
      ? reply.redirect('/owner/', 303)
      : page(reply, documentOf(<SignInPage csrfToken={token(request, reply)} />)),
  );
  app.get('/enroll', async (request, reply) =>
    page(reply, documentOf(<EnrollPage csrfToken={token(request, reply)} />)),
  );
  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const body = contents.get(request.params.name);
    const asset = assets[request.params.name];
    if (!body || !asset) return reply.code(404).send({ error: 'No such file.' });
    return reply.type(asset.type).send(body);
  });
}
