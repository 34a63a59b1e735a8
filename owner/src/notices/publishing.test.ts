// @vitest-environment node
import { openSync, readdirSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readNotices } from 'shared-content/notices';
import { afterEach, describe, expect, it } from 'vitest';
import { browserFor, consoleUnderTest } from '../testing/console-harness';
import { enroll } from '../testing/passkey-flows';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

// Tuesday 15 December 2026, 10:00 in New Jersey.
const at = new Date('2026-12-15T15:00:00Z');

async function signedIn() {
  const context = await consoleUnderTest({ now: () => at });
  close = () => context.app.close();
  const browser = browserFor(context.app);
  await enroll(browser, context.owners.invite('Maria Lopez').code);
  await browser.get('/owner/');
  const file = () => JSON.parse(readFileSync(context.config.noticesFile, 'utf8'));
  return { ...context, browser, file };
}

const closeParlin = {
  kind: 'closure',
  locations: 'parlin',
  day: 'today',
  span: 'all-day',
  reason: 'snow',
};

describe('closing a store', () => {
  it('previews the closure as patients read it in both languages, then publishes it', async () => {
    const { browser, file, config } = await signedIn();
    const preview = await browser.postForm('/owner/preview', closeParlin);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Closed today: snowstorm');
    expect(preview.body).toContain('Cerrado hoy: tormenta de nieve');
    expect(preview.body).toContain('Tuesday, December 15: Closed: snowstorm');

    const published = await browser.postForm('/owner/publish', closeParlin);
    expect(published.statusCode).toBe(303);
    const page = await browser.get(published.headers.location as string);
    expect(page.body).toMatch(/Every page of the site shows it within a minute \(by 10:01 AM/);
    expect(file().closures).toEqual([
      {
        id: 'parlin-snowstorm-2026-12-15',
        locations: ['parlin'],
        from: '2026-12-15',
        reason: { en: 'snowstorm', es: 'tormenta de nieve' },
      },
    ]);
    expect(readNotices(readFileSync(config.noticesFile, 'utf8')).problems).toEqual([]);
    expect(page.body).toContain('Closed: Parlin');
  });

  it('asks for the Spanish text, or for it to be left out on purpose', async () => {
    const { browser, file } = await signedIn();
    const typed = { ...closeParlin, reason: 'other', reasonEn: 'burst pipe' };
    const refused = await browser.postForm('/owner/publish', typed);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Write the Spanish text, or tick');
    expect(
      (await browser.postForm('/owner/publish', { ...typed, noSpanish: 'yes' })).statusCode,
    ).toBe(303);
    expect(file().closures[0].reason).toEqual({ en: 'burst pipe' });
  });

  it('shows markup in a reason as text, and never writes a file the check refuses', async () => {
    const { browser, config } = await signedIn();
    const quoted = {
      ...closeParlin,
      reason: 'other',
      reasonEn: 'Tom & Jerry\'s "day"',
      reasonEs: 'día',
    };
    await browser.postForm('/owner/publish', quoted);
    const page = await browser.get('/owner/');
    expect(page.body).toContain('Tom &amp; Jerry&#x27;s &quot;day&quot;');

    // Markup is a reason like any other text: published as written, shown as text.
    const script = { ...quoted, reasonEn: '</script><script>alert(1)</script>' };
    expect((await browser.postForm('/owner/publish', script)).statusCode).toBeLessThan(400);
    const listed = await browser.get('/owner/');
    expect(listed.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(listed.body).not.toContain('<script>alert');
    const before = readFileSync(config.noticesFile, 'utf8');
    expect(readNotices(before).notices?.closures.map((entry) => entry.reason.en)).toContain(
      '</script><script>alert(1)</script>',
    );

    const tooLong = { ...quoted, reasonEn: 'x'.repeat(241) };
    const answer = await browser.postForm('/owner/publish', tooLong);
    expect(answer.statusCode).toBe(422);
    expect(readFileSync(config.noticesFile, 'utf8')).toBe(before);
    expect(readNotices(before).problems).toEqual([]);
  });

  it('refuses control characters and text-direction overrides in any wording, saying which, and writes nothing', async () => {
    const { browser, config } = await signedIn();
    const wordings = [
      { reasonEn: 'snow\u001b[2J\u001b[31mstorm', found: 'U+001B' },
      { reasonEn: 'closed\u202Edesolc', found: 'U+202E' },
      { reasonEn: 'one\nline', found: 'U+000A' },
      { reasonEn: 'snowstorm', reasonEs: 'tormenta\u2066x\u2069', found: 'U+2066' },
    ];
    for (const { found, ...wording } of wordings) {
      const form = { ...closeParlin, reason: 'other', reasonEs: 'nieve', ...wording };
      const answer = await browser.postForm('/owner/publish', form);
      expect(answer.statusCode, found).toBe(422);
      expect(answer.body).toContain(
        `no control characters, line breaks or text-direction marks (found ${found}`,
      );
    }
    expect(() => readFileSync(config.noticesFile)).toThrow(/ENOENT/);
  });
});

describe('special hours and alerts', () => {
  it('publishes Christmas Eve hours for both Linden stores, and an alert, each checked and previewed', async () => {
    const { browser, file } = await signedIn();
    const special = {
      kind: 'special',
      locations: ['family', 'specialty'],
      date: '2026-12-24',
      opens: '09:00',
      closes: '14:00',
      reason: 'other',
      reasonEn: 'Christmas Eve',
      reasonEs: 'Nochebuena',
    };
    const preview = await browser.postForm('/owner/preview', special);
    expect(preview.body).toContain(
      'Thursday, December 24: 9:00 AM – 2:00 PM · Special hours: Christmas Eve',
    );
    expect(preview.body).toContain('Horario especial: Nochebuena');
    expect((await browser.postForm('/owner/publish', special)).statusCode).toBe(303);
    const alert = {
      kind: 'alert',
      severity: 'info',
      starts: '2026-12-15T08:00',
      ends: '2026-12-24T14:00',
      reason: 'other',
      reasonEn: 'Our Linden pharmacies close at 2 PM on Christmas Eve.',
      reasonEs: 'Nuestras farmacias de Linden cierran a las 2 p.m. en Nochebuena.',
    };
    const alertPreview = await browser.postForm('/owner/preview', alert);
    expect(alertPreview.body).toContain('showing now');
    expect((await browser.postForm('/owner/publish', alert)).statusCode).toBe(303);
    expect(file().specialHours[0]).toMatchObject({
      locations: ['family', 'specialty'],
      opens: '09:00',
    });
    expect(file().alerts[0]).toMatchObject({ severity: 'info', text: { es: alert.reasonEs } });

    const wrong = await browser.postForm('/owner/preview', { ...special, opens: '15:00' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('opens must be before closes');
  });

  it('gives every field of the page its own id', async () => {
    const { browser } = await signedIn();
    const ids = [...(await browser.get('/owner/')).body.matchAll(/ id="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the notices file', () => {
  it('is replaced at once: a reader of the old file keeps a whole file, no temporary file stays', async () => {
    const { browser, config } = await signedIn();
    await browser.postForm('/owner/publish', closeParlin);
    const before = readFileSync(config.noticesFile, 'utf8');
    const inodeBefore = statSync(config.noticesFile).ino;
    const reader = openSync(config.noticesFile, 'r');
    await browser.postForm('/owner/publish', { ...closeParlin, locations: 'family' });
    expect(statSync(config.noticesFile).ino).not.toBe(inodeBefore);
    const old = Buffer.alloc(before.length);
    readSync(reader, old, 0, before.length, 0);
    expect(old.toString()).toBe(before);
    expect(readdirSync(dirname(config.noticesFile))).toEqual(['notices.json']);
  });

  it('keeps entries the owner wrote by hand', async () => {
    const { browser, config, file } = await signedIn();
    const special = {
      id: 'xmas-eve',
      locations: ['family'],
      date: '2026-12-24',
      opens: '09:00',
      closes: '14:00',
      reason: { en: 'Christmas Eve', es: 'Nochebuena' },
    };
    writeFileSync(config.noticesFile, JSON.stringify({ specialHours: [special] }));
    await browser.postForm('/owner/publish', closeParlin);
    expect(file().specialHours).toEqual([special]);
  });
});

describe('ending, removing and undoing', () => {
  it('undo restores the file as it was before the last publish', async () => {
    const { browser, config, file } = await signedIn();
    await browser.postForm('/owner/publish', closeParlin);
    const afterFirst = readFileSync(config.noticesFile, 'utf8');
    await browser.postForm('/owner/publish', { ...closeParlin, locations: 'family' });
    expect(file().closures).toHaveLength(2);
    await browser.get('/owner/');
    expect((await browser.postForm('/owner/undo', {})).statusCode).toBe(303);
    expect(readFileSync(config.noticesFile, 'utf8')).toBe(afterFirst);
    await browser.get('/owner/');
    expect((await browser.postForm('/owner/undo', {})).statusCode).toBe(409);
  });

  it('ends a notice early and removes one; the audit trail says who did what', async () => {
    const { browser, file } = await signedIn();
    await browser.postForm('/owner/publish', {
      ...closeParlin,
      day: 'dates',
      from: '2026-12-14',
      until: '2026-12-18',
    });
    await browser.postForm('/owner/publish', { ...closeParlin, locations: 'family' });
    const [long, family] = file().closures;
    await browser.postForm('/owner/notices/end', { list: 'closures', id: long.id });
    expect(file().closures.find((c: { id: string }) => c.id === long.id).until).toBe('2026-12-14');
    await browser.postForm('/owner/notices/remove', { list: 'closures', id: family.id });
    expect(file().closures.map((c: { id: string }) => c.id)).toEqual([long.id]);
    const audit = await browser.get('/owner/audit');
    expect(audit.body).toContain(`Maria Lopez: published closures &quot;${family.id}&quot;`);
    expect(audit.body).toContain(`Maria Lopez: ended closures &quot;${long.id}&quot; early`);
    expect(audit.body).toContain(`Maria Lopez: removed closures &quot;${family.id}&quot;`);
    expect(audit.body).toContain('tormenta de nieve');
  });
});
