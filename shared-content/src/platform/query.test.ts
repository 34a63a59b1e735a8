import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, queryJson } from './query';

const answer = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('queryJson', () => {
  it('sends one GET with credentials to the given path and gives the parsed JSON', async () => {
    const fetch = answer(200, '{"alerts":[]}');
    vi.stubGlobal('fetch', fetch);
    await expect(queryJson('/notices.json')).resolves.toEqual({ alerts: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/notices.json',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('raises "status: body" on a non-success answer, without trying again', async () => {
    const fetch = answer(503, 'maintenance');
    vi.stubGlobal('fetch', fetch);
    const error = await queryJson('/notices.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('503: maintenance');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(404, '', 'Not Found'));
    await expect(queryJson('/notices.json')).rejects.toThrow('404: Not Found');
  });

  it('raises on 401 by default, or gives null when the caller asks for that', async () => {
    vi.stubGlobal('fetch', answer(401, 'login required'));
    await expect(queryJson('/notices.json')).rejects.toThrow('401: login required');
    await expect(queryJson('/notices.json', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('asks again on every call: nothing is kept between calls', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"n":1}'))
      .mockResolvedValueOnce(new Response('{"n":2}'));
    vi.stubGlobal('fetch', fetch);
    await expect(queryJson('/notices.json')).resolves.toEqual({ n: 1 });
    await expect(queryJson('/notices.json')).resolves.toEqual({ n: 2 });
  });
});
