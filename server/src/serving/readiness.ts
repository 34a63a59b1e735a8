// Readiness (`GET /readyz`), for a load balancer or Kubernetes' readiness probe: 200 once
// the server has loaded the live composition (remotes.json and each live remote's pages)
// and warmed its render pool (every worker has rendered the home page and a page of each
// remote, so the first visitors wait for no remote code to load); 503 before that and
// from the moment it starts shutting down. `/healthz` stays the liveness check: the
// process answers.
import type { FastifyInstance, FastifyReply } from 'fastify';

export const READY_PATH = '/readyz';

export type Readiness = ReturnType<typeof createReadiness>;

export function createReadiness({ log = console }: { log?: Pick<Console, 'info' | 'warn'> } = {}) {
  let state: { ready: boolean; why: string } = { ready: false, why: 'starting' };
  let warming: Promise<void> | undefined;
  return {
    get ready() {
      return state.ready;
    },
    /** Ready now: nothing to warm (a renderer of its own, or no server build). */
    markReady(why = 'ready') {
      state = { ready: true, why };
    },
    /** Not ready any more: the server is shutting down. */
    markClosing() {
      state = { ready: false, why: 'shutting down' };
    },
    /**
     * Renders `paths()` through the app, `rounds` of them at once (one per render worker,
     * so that each worker loads each remote), then is ready whatever the pages said: a
     * remote that fails shows its failure panel, it does not keep the site out.
     */
    warmUp(
      app: FastifyInstance,
      { paths, rounds }: { paths: () => Promise<string[]>; rounds: number },
    ) {
      warming ??= (async () => {
        state = { ready: false, why: 'warming the render pool' };
        const started = Date.now();
        const list = await paths();
        const failed: string[] = [];
        for (const path of list) {
          const answers = await Promise.all(
            Array.from({ length: rounds }, () => app.inject({ method: 'GET', url: path })),
          );
          const bad = answers.find((answer) => answer.statusCode >= 500);
          if (bad) failed.push(`${path} (${bad.statusCode})`);
        }
        if (state.why === 'shutting down') return;
        const took = Date.now() - started;
        state = {
          ready: true,
          why: `warmed ${list.length} pages in ${took} ms${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}`,
        };
        log.info(`Ready: ${state.why}`);
      })();
      return warming;
    },
    answer(reply: FastifyReply) {
      return reply
        .code(state.ready ? 200 : 503)
        .headers({ 'Cache-Control': 'no-store' })
        .type('text/plain; charset=utf-8')
        .send(`${state.ready ? 'ready' : 'not ready'}: ${state.why}`);
    },
  };
}

/**
 * The pages a warm-up renders: home, and the first page each live remote publishes.
 * @param composition the live one
 */
export const warmUpPaths =
  (
    composition: () => { described: Record<string, { pages: { pages: string[] } }> },
  ): (() => Promise<string[]>) =>
  async () => [
    '/',
    ...Object.values(composition().described).flatMap(({ pages }) => pages.pages.slice(0, 1)),
  ];
