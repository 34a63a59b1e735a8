import { describe, expect, it } from 'vitest';
import { problemLog } from './problem-log.ts';

describe('problemLog', () => {
  it('logs a repeating problem once, then a count at most once a minute, then its end', () => {
    const lines: string[] = [];
    let now = 0;
    const log = {
      warn: (line: string) => lines.push(line),
      info: (line: string) => lines.push(line),
    };
    const problems = problemLog({ log, now: () => now });
    for (let request = 0; request < 6_000; request += 1) {
      now = request * 10; // 100 requests a second for 60 s
      problems.failed('mf-locations (server build)', 'not found');
    }
    expect(lines).toEqual(['mf-locations (server build): not found']);
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
