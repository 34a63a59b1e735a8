import { describe, expect, it } from 'vitest';
import { readNotices } from './notices';

const closure = {
  id: 'parlin-snow',
  locations: ['parlin'],
  from: '2026-12-15',
  reason: { en: 'weather' },
};

describe('readNotices', () => {
  it('keeps every valid entry', () => {
    const reading = readNotices(JSON.stringify({ closures: [closure] }));
    expect(reading.problems).toEqual([]);
    expect(reading.notices?.closures).toEqual([closure]);
    expect(reading.notices?.alerts).toEqual([]);
  });

  it('leaves out a bad entry with one line naming it and the field, keeping the others', () => {
    const reading = readNotices(
      JSON.stringify({ closures: [closure, { ...closure, id: 'typo', locations: ['linden'] }] }),
    );
    expect(reading.notices?.closures.map((entry) => entry.id)).toEqual(['parlin-snow']);
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]).toMatch(
      /^notices\.json: closures\[1\] \("typo"\) ignored, field "locations\.0"/,
    );
  });

  it('keeps markup in a text as the text it is (pages show it, never run it)', () => {
    const markup = {
      ...closure,
      id: 'markup',
      reason: { en: '</script><script>alert(1)</script>' },
    };
    const reading = readNotices(JSON.stringify({ closures: [markup] }));
    expect(reading.problems).toEqual([]);
    expect(reading.notices?.closures[0]?.reason.en).toBe('</script><script>alert(1)</script>');
  });

  it('refuses impossible dates and links to hosts the site does not use', () => {
    const reading = readNotices(
      JSON.stringify({
        closures: [{ ...closure, id: 'no-date', from: '2026-02-30' }],
        alerts: [
          {
            id: 'phish',
            severity: 'info',
            text: { en: 'Log in here' },
            starts: '2026-12-15T08:00',
            ends: '2026-12-15T12:00',
            link: { href: 'https://evil.example.net/login', label: { en: 'Log in' } },
          },
        ],
      }),
    );
    expect(reading.notices).toEqual({ closures: [], specialHours: [], alerts: [] });
    expect(reading.problems.join('\n')).toMatch(/"no-date"\) ignored, field "from": no such date/);
    expect(reading.problems.join('\n')).toMatch(/"phish"\) ignored, field "link\.href"/);
  });

  it('gives no notices, and says why, for a file that is not JSON or not the expected frame', () => {
    expect(readNotices('{ closures: ').notices).toBeNull();
    expect(readNotices('{ closures: ').problems[0]).toMatch(/not valid JSON/);
    expect(readNotices('[]').notices).toBeNull();
    expect(readNotices(JSON.stringify({ closures: 'parlin' })).problems[0]).toMatch(
      /expected \{ closures, specialHours, alerts \}/,
    );
  });

  it('refuses a file larger than the limit', () => {
    const reading = readNotices(JSON.stringify({ closures: [], pad: 'x'.repeat(70_000) }));
    expect(reading.notices).toBeNull();
    expect(reading.problems[0]).toMatch(/larger than/);
  });
});
