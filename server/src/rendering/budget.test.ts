import { describe, expect, it } from 'vitest';
import { renderBudget } from './budget.ts';

describe('renderBudget', () => {
  it('gives every deadline of a render room to fire before the one above it', () => {
    for (const setting of [undefined, '300', '1500', '4000']) {
      const { remotesMs, renderMs, workerMs } = renderBudget({ SSR_REMOTE_BUDGET_MS: setting });
      // Loading the remotes, then the render pass, both before the pool ends the worker.
      expect(remotesMs + renderMs).toBeLessThan(workerMs);
      expect(renderMs).toBeGreaterThan(0);
    }
    expect(renderBudget({})).toEqual({ remotesMs: 1500, renderMs: 600, workerMs: 2200 });
    expect(renderBudget({ SSR_REMOTE_BUDGET_MS: '300' }).remotesMs).toBe(300);
  });
});
