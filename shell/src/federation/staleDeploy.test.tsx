import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingChunk, mayReloadForNewDeploy, ReloadForNewDeploy } from './staleDeploy';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 45 failed.'), { name: 'ChunkLoadError' });

describe('a section whose deploy changed under the page', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/locations/parlin', reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells a missing chunk from other failures', () => {
    expect(isMissingChunk(chunkError())).toBe(true);
    expect(
      isMissingChunk(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isMissingChunk(new Error('render failed'))).toBe(false);
  });

  it('reloads the page once; a page reloaded for a deploy just now shows the panel instead', () => {
    expect(mayReloadForNewDeploy()).toBe(true);
    const { container } = render(<ReloadForNewDeploy />);
    expect(container.textContent).toBe('');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReloadForNewDeploy()).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
