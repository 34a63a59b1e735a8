import { describe, expect, it } from 'vitest';
import { problemLog } from './metrics.ts';

describe('problemLog', () => {
  it('logs a repeating problem once, then a count at most once a minute, then its end', () => {
    const lines: string[] = [];
    const records: Record<string, unknown>[] = [];
    let now = 0;
    const log = {
      warn: (fields: Record<string, unknown>, line: string) => {
        records.push(fields);
        lines.push(line);
      },
      info: (fields: Record<string, unknown>, line: string) => {
        records.push(fields);
        lines.push(line);
      },
    };
    const problems = problemLog({ log, now: () => now });
    for (let request = 0; request < 6_000; request += 1) {
      now = request * 10; // 100 requests a second for 60 s
      problems.failed('mf-locations (server build)', 'not found', {
        remote: 'mf-locations',
        version: 'abc123',
      });
    }
    expect(lines).toEqual(['mf-locations (server build): not found']);
    // A structured record: which problem, and the remote and version it came from.
    expect(records[0]).toEqual({
      problem: 'mf-locations (server build)',
      remote: 'mf-locations',
      version: 'abc123',
    });
    now = 60_000;
    problems.failed('mf-locations (server build)', 'not found');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^mf-locations \(server build\): still failing, 6000 more time\(s\)/);
    now = 61_000;
    problems.failed('mf-locations (server build)', 'not found');
    problems.recovered('mf-locations (server build)');
    problems.recovered('mf-locations (server build)');
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/still failing, 1 more time/),
      'mf-locations (server build): works again',
    ]);
  });
});
