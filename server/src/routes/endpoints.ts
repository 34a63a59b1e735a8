// The site's fixed endpoints, each a route of its own: liveness (/healthz), readiness
// (/readyz), and what is composed from what is live: the sitemap, /version.json,
// /remotes.json (the composition browsers read) and /notices.json (the owner's notices).
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteContext } from '../serving/context.ts';
import { HEALTH_PATH } from '../serving/headers.ts';
import { READY_PATH } from '../serving/readiness.ts';
import { notFound, sendText } from '../serving/replies.ts';

const endpoints: FastifyPluginAsync<SiteContext> = async (app, { site, readiness }) => {
  app.get(HEALTH_PATH, (_request, reply) =>
    sendText(reply, 200, 'ok', { 'Cache-Control': 'no-store' }),
  );
  app.get(READY_PATH, (_request, reply) => readiness.answer(reply));
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .headers({ 'Cache-Control': 'no-cache' })
      .type('application/xml')
      .send(site.siteInfo.sitemapXml()),
  );
  app.get('/version.json', (_request, reply) =>
    reply
      .headers({ 'Cache-Control': 'no-store' })
      .type('application/json')
      .send(site.siteInfo.versions()),
  );
  app.get('/remotes.json', (_request, reply) =>
    reply
      .headers({ 'Cache-Control': 'no-cache' })
      .type('application/json')
      .send(site.composition.current().remotes),
  );
  app.get('/notices.json', async (_request, reply) => {
    reply.headers({ 'Cache-Control': 'no-cache' }).type('application/json');
    if (site.notices) return reply.send((await site.notices.current()).notices);
    // No server build to check it with: the browser checks the file entry by entry.
    return existsSync(site.noticesFile)
      ? reply.send(readFileSync(site.noticesFile))
      : notFound(reply);
  });
};

export default endpoints;
