// The render budget, one setting (SSR_REMOTE_BUDGET_MS, 1.5 s by default) from which every
// deadline of a render follows, so that each can fire before the next one up:
//   a remote's server build loads (or its origin answers) within `remotesMs`;
//   the React render pass is aborted after `renderMs` (its stuck parts get their panel);
//   the render pool ends a worker whose task is still running after `workerMs`, which is
//   longer than the two above together. A second pass (the page again, with the failed
//   parts' panels) is short; should it not be, the worker's deadline ends it and the pool
//   renders the page without those remotes.
// A pass gets two fifths of the budget: a fifth (300 ms) cut whole parts of a page on a
// busy two-core machine while a fresh worker rendered its first pages.
export type RenderBudget = { remotesMs: number; renderMs: number; workerMs: number };

export function renderBudget(env: NodeJS.ProcessEnv = process.env): RenderBudget {
  const remotesMs = Number(env.SSR_REMOTE_BUDGET_MS) || 1500;
  const renderMs = Math.round(remotesMs * 0.4);
  return { remotesMs, renderMs, workerMs: remotesMs + renderMs + 100 };
}
