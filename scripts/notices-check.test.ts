// Runs the real `pnpm notices:check` on sample files, as an owner would before publishing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workspace } from './workspace.mjs';

const folder = mkdtempSync(join(tmpdir(), 'notices-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Checks a notices file as on Tuesday 2026-12-15 at 9:00 AM in New Jersey (`undefined`:
 * a path where there is no file).
 */
function check(contents: unknown) {
  const file = join(folder, `notices-${Math.random().toString(36).slice(2)}.json`);
  if (contents !== undefined) {
    writeFileSync(file, typeof contents === 'string' ? contents : JSON.stringify(contents));
  }
  return spawnSync(
    'node',
    [join(workspace, 'tools/dist/cli.js'), 'notices:check', file, '--at', '2026-12-15T14:00:00Z'],
    { cwd: workspace, encoding: 'utf8' },
  );
}

const snowClosure = {
  id: 'parlin-snow',
  locations: ['parlin'],
  from: '2026-12-15',
  fromTime: '12:00',
  reason: { en: 'snowstorm' },
};

describe('pnpm notices:check', { timeout: 60_000 }, () => {
  it('prints each day of the coming two weeks per location, marking what a notice changes', () => {
    const result = check({ closures: [snowClosure] });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('What visitors see from 2026-12-15 to 2026-12-28');
    expect(result.stdout).toContain(
      '* Tue 2026-12-15  9:00 AM – 12:00 PM  Closes early at 12:00 PM: snowstorm',
    );
    expect(result.stdout).toMatch(
      /Family Pharmacy \(Linden\)\n {4}Tue 2026-12-15 {2}9:00 AM – 7:00 PM\n/,
    );
    expect(result.stdout).toContain('* Fri 2026-12-25  Closed  Closed for Christmas Day');
  });

  it('with no notices file (the normal state) prints the regular two weeks and exits 0', () => {
    const result = check(undefined);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no notices, the regular hours');
    expect(result.stdout).toContain('What visitors see from 2026-12-15 to 2026-12-28');
    expect(result.stdout).toMatch(
      /Parlin Pharmacy \(Parlin\)\n {4}Tue 2026-12-15 {2}9:00 AM – 7:00 PM\n/,
    );
    expect(result.stdout).toContain('* Fri 2026-12-25  Closed  Closed for Christmas Day');
    expect(result.stderr).toBe('');
  });

  it('warns, naming the entry and the field, about each text without Spanish, and still exits 0', () => {
    const result = check({
      closures: [
        snowClosure,
        { ...snowClosure, id: 'translated', reason: { en: 'flood', es: 'inundación' } },
      ],
      alerts: [
        {
          id: 'portal',
          severity: 'info',
          starts: '2026-12-15T08:00',
          ends: '2026-12-16T08:00',
          text: { en: 'The portal is down tonight.', es: 'El portal no funciona esta noche.' },
          link: { href: '/locations', label: { en: 'Call a pharmacy' } },
        },
      ],
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('2 texts have no Spanish');
    expect(result.stderr).toContain(
      'closures[0] ("parlin-snow") field "reason": no Spanish ("es"); Spanish pages show "snowstorm"',
    );
    expect(result.stderr).toContain('alerts[0] ("portal") field "link.label"');
    expect(result.stderr).not.toContain('translated');
    expect(result.stderr).not.toContain('field "text"');
  });

  it('names a bad entry and its field, shows the rest, and exits non-zero', () => {
    const result = check({
      closures: [snowClosure, { ...snowClosure, id: 'typo', from: '2026-13-01' }],
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('closures[1] ("typo") ignored, field "from"');
    expect(result.stdout).toContain('Closes early at 12:00 PM: snowstorm');
  });

  it('refuses control characters and text-direction overrides, naming them, and never prints them raw', () => {
    const result = check({
      closures: [
        { ...snowClosure, reason: { en: 'snow\u001b]0;pwned\u0007\u001b[2J', es: 'nieve' } },
        { ...snowClosure, id: 'flip', reason: { en: 'closed \u202Edesolc', es: 'cerrado' } },
      ],
      alerts: [
        {
          id: '\u001b[31mred',
          severity: 'info',
          starts: '2026-12-15T08:00',
          ends: '2026-12-16T08:00',
          text: { en: 'Portal down.\u009b2J', es: 'Portal caído.' },
        },
      ],
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'closures[0] ("parlin-snow") ignored, field "reason.en": no control characters, line breaks or text-direction marks (found U+001B at character 5)',
    );
    expect(result.stderr).toContain('closures[1] ("flip") ignored, field "reason.en"');
    expect(result.stderr).toContain('(found U+202E');
    // An id that is itself an escape sequence is named, not sent to the terminal.
    expect(result.stderr).toContain('alerts[0] ("<U+001B>[31mred") ignored');
    // Nothing but line breaks of its own: no escape, no C1 control, no direction override.
    const printed = (result.stdout + result.stderr).replaceAll('\n', '');
    expect(printed).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
  });

  it('places a syntax error at its line and column', () => {
    // A comma missing after the id, on line 3.
    const result = check(
      '{\n  "closures": [\n    { "id": "parlin-snow"\n      "locations": ["parlin"] }\n  ]\n}\n',
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not valid JSON at line 4, column 7/);
  });

  it('says a broken file is not usable and that visitors keep the last good notices', () => {
    const result = check('{ "closures": [');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not valid JSON/);
    expect(result.stderr).toMatch(/visitors keep the last good notices/);
    expect(result.stdout).toBe('');
  });

  it('with no file named, reads the file the server reads: notices.json in the release folder', () => {
    const releaseRoot = mkdtempSync(join(folder, 'release-'));
    writeFileSync(join(releaseRoot, 'notices.json'), JSON.stringify({ closures: [snowClosure] }));
    const { NOTICES_FILE: _file, SHELL_DIST: _shell, ...env } = process.env;
    const result = spawnSync(
      'node',
      [join(workspace, 'tools/dist/cli.js'), 'notices:check', '--at', '2026-12-15T14:00:00Z'],
      { cwd: workspace, encoding: 'utf8', env: { ...env, RELEASE_ROOT: releaseRoot } },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Closes early at 12:00 PM: snowstorm');
  });

  /** The JSON block that follows `heading` in the owner's page, docs/notices.md. */
  const docsExample = (heading: string) => {
    const page = readFileSync(join(workspace, 'docs/notices.md'), 'utf8');
    const at = page.indexOf(heading);
    const block = at < 0 ? undefined : /```json\n([\s\S]*?)```/.exec(page.slice(at))?.[1];
    if (!block) throw new Error(`docs/notices.md: no JSON example after "${heading}"`);
    return block;
  };

  it("docs/notices.md's first example closes Parlin at noon on 15 December, and only Parlin", () => {
    const result = check(docsExample('Example 1:'));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /Parlin Pharmacy \(Parlin\)\n {2}\* Tue 2026-12-15 {2}9:00 AM – 12:00 PM {2}Closes early at 12:00 PM: snowstorm\n/,
    );
    expect(result.stdout.match(/snowstorm/g)).toHaveLength(1);
  });

  it("docs/notices.md's second example closes both Linden pharmacies at 2 PM on Christmas Eve, with its alert", () => {
    const result = check(docsExample('Example 2:'));
    expect(result.status).toBe(0);
    const christmasEve = result.stdout.match(/\* Thu 2026-12-24 .*/g) ?? [];
    expect(christmasEve).toEqual([
      '* Thu 2026-12-24  9:00 AM – 2:00 PM  Special hours: Christmas Eve',
      '* Thu 2026-12-24  9:00 AM – 2:00 PM  Special hours: Christmas Eve',
    ]);
    expect(result.stdout).toContain('Our Linden pharmacies close at 2 PM on Christmas Eve.');
  });
});
