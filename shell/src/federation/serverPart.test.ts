import { describe, expect, it, vi } from 'vitest';
import { serverPart } from './serverPart';

const Section = () => null;
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('serverPart', () => {
  it('gives the component once its script loads', async () => {
    const part = serverPart(async () => Section);
    expect(part.status()).toBe('loading');
    await expect(part.component).resolves.toBe(Section);
    expect(part.status()).toBe('ready');
  });

  it('stays pending when the script cannot load, and a Retry that succeeds resolves it', async () => {
    const load = vi
      .fn<(retry: boolean) => Promise<typeof Section>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Section);
    const part = serverPart(load);
    const seen: string[] = [];
    part.subscribe(() => seen.push(part.status()));
    let resolved = false;
    void part.component.then(() => {
      resolved = true;
    });
    await settle();
    expect(part.status()).toBe('failed');
    expect(resolved).toBe(false);

    part.retry();
    expect(load).toHaveBeenLastCalledWith(true);
    await settle();
    expect(resolved).toBe(true);
    expect(seen).toEqual(['failed', 'loading', 'ready']);
  });

  it('does not try again while a load is under way', async () => {
    const load = vi.fn(() => new Promise<typeof Section>(() => {}));
    const part = serverPart(load);
    part.retry();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
