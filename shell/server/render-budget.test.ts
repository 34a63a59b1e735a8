import { describe, expect, it } from 'vitest';
import { renderBudget } from './render-budget.ts';

describe('renderBudget', () => {
  it('gives every deadline of a render room to fire before the one above it', () => {
    for (const setting of [undefined, '300', '1500', '4000']) {
      const { remotesMs, renderMs, workerMs } = renderBudget({ SSR_REMOTE_BUDGET_MS: setting });
      // Loading the remotes, then at most two render passes, all before the pool ends the worker.
      expect(remotesMs + 2 * renderMs).toBeLessThan(workerMs);
      expect(renderMs).toBeGreaterThan(0);
    }
    expect(renderBudget({}).remotesMs).toBe(1500);
    expect(renderBudget({ SSR_REMOTE_BUDGET_MS: '300' }).remotesMs).toBe(300);
  });
});
