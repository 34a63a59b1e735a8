// The render budget, one setting (SSR_REMOTE_BUDGET_MS, 1.5 s by default) from which every
// deadline of a render follows, so that each can fire before the next one up:
//   a remote's server build loads (or its origin answers) within `remotesMs`;
//   each React render pass (at most two: the second with a failed part's panel) is
//   aborted after `renderMs`;
//   the render pool ends a worker whose task is still running after `workerMs`, which is
//   longer than the three above together.
export type RenderBudget = { remotesMs: number; renderMs: number; workerMs: number };

export function renderBudget(env: NodeJS.ProcessEnv = process.env): RenderBudget {
  const remotesMs = Number(env.SSR_REMOTE_BUDGET_MS) || 1500;
  const renderMs = Math.round(remotesMs / 5);
  return { remotesMs, renderMs, workerMs: remotesMs + 2 * renderMs + 100 };
}
