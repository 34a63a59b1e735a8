// POST /_report: what visitors' browsers saw (observation/browser-reports.ts).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { browserReports } from '../observation/browser-reports.ts';
import type { SiteContext } from '../serving/context.ts';

const reports: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  browserReports(app, {
    ...config.reports,
    observer: site.observer,
    routes: site.siteInfo.canonicalPaths,
    ownerOf: (route) =>
      Object.entries(site.composition.current().described).find(([, described]) =>
        described.pages.pages.includes(route),
      )?.[0],
  });
};

export default fp(reports, { name: 'reports', dependencies: ['rate-limit'] });
