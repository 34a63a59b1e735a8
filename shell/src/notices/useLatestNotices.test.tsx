import { renderHook, waitFor } from '@testing-library/react';
import type { Notices } from 'shared-content/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLatestNotices } from './useLatestNotices';

const rendered: Notices = { closures: [], specialHours: [], alerts: [] };
const closure = (id: string, from = '2026-12-15') => ({
  id,
  locations: ['parlin'],
  from,
  reason: { en: 'weather' },
});

afterEach(() => vi.unstubAllGlobals());

describe('useLatestNotices', () => {
  it('on a static host, takes the live file once hydrated, leaving out a bad entry', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ closures: [closure('snow'), closure('typo', 'soon')] })),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useLatestNotices(rendered, true));
    expect(result.current).toBe(rendered);
    await waitFor(() => expect(result.current.closures.map((entry) => entry.id)).toEqual(['snow']));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/notices.json',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('keeps what the page was rendered with when there is no file or it is not usable', async () => {
    for (const answer of [new Response('', { status: 404 }), new Response('"nonsense"')]) {
      const fetch = vi.fn(async () => answer);
      vi.stubGlobal('fetch', fetch);
      const { result } = renderHook(() => useLatestNotices(rendered, true));
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((done) => setTimeout(done, 20));
      expect(result.current).toBe(rendered);
    }
  });

  it('asks nothing when the server rendered the page with the live notices', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useLatestNotices(rendered, false));
    expect(fetch).not.toHaveBeenCalled();
  });
});
