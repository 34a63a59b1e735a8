// The server's own figures: the metrics listener (observation/metrics-listener.ts, on
// METRICS_HOST:METRICS_PORT, loopback by default) opened once the site listens. A port in
// use costs one log line, never the site. (Every answer is counted by status where each
// request is checked: plugins/guard.ts.)
import type { Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { startMetricsListener } from '../observation/metrics-listener.ts';
import { siteStatus } from '../observation/status.ts';
import type { SiteContext } from '../serving/context.ts';

const observation: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  let metricsServer: Server | undefined;
  app.addHook('onListen', async () => {
    const status = () =>
      siteStatus({
        root: config.paths.releaseRoot,
        observer: site.observer,
        composition: site.composition.current,
      });
    metricsServer = await startMetricsListener({
      port: config.metrics.port,
      host: config.metrics.host,
      observer: site.observer,
      status,
      log: app.log,
    }).catch((error: Error) => {
      app.log.warn(`Metrics listener not started: ${error.message}`);
      return undefined;
    });
  });
  app.addHook('onClose', async () => {
    metricsServer?.close();
  });
};

export default fp(observation, { name: 'observation' });
