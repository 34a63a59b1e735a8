import { describe, expect, it } from 'vitest';
import { recordError, recordEvent, sourceOf, takeEvents } from './events';

describe('browser events', () => {
  it('names the remote and version whose script an error came from, the shell otherwise', () => {
    expect(
      sourceOf(
        'at render (https://pharmacy.example/remotes/mf-medpack/0123456789ab/static/js/async/section.1f2e.js:1:200)',
      ),
    ).toEqual({ remote: 'mf-medpack', version: '0123456789ab' });
    expect(sourceOf('https://pharmacy.example/remotes/mf-reviews/static/js/x.js')).toEqual({
      remote: 'mf-reviews',
    });
    expect(sourceOf('at main (https://pharmacy.example/static/js/index.abc.js:1:1)')).toEqual({});
  });

  it('keeps the kind and source only, once per page part, at most ten', () => {
    takeEvents();
    const error = new Error('Jane Doe typed this');
    error.stack = `Error: Jane Doe typed this\n    at f (https://x.example/remotes/mf-medpack/v1/static/js/a.js:1:1)`;
    recordError('error', error);
    recordError('error', error);
    recordEvent({ kind: 'load-failed', remote: 'mf-reviews' });
    expect(takeEvents()).toEqual([
      { kind: 'error', remote: 'mf-medpack', version: 'v1' },
      { kind: 'load-failed', remote: 'mf-reviews' },
    ]);
    for (const remote of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      recordEvent({ kind: 'load-failed', remote });
    }
    expect(takeEvents()).toHaveLength(10);
  });
});
