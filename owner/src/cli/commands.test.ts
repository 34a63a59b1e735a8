// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { ownerStore } from '../store/owners';
import { runCli } from './commands';

const run = async (args: string[], env: NodeJS.ProcessEnv) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err };
};

describe('pnpm owner:invite | list | revoke', () => {
  const env = { OWNER_DB: join(mkdtempSync(join(tmpdir(), 'owner-cli-')), 'owner.sqlite') };

  it('prints a single-use link valid for 24 hours, lists and revokes the person', async () => {
    const invite = await run(['invite', 'Maria Lopez'], env);
    expect(invite.code).toBe(0);
    expect(invite.out).toMatch(/http:\/\/localhost:8080\/owner\/enroll#[\w-]{20,}/);
    expect(invite.out).toContain('single use');
    expect((await run(['list'], env)).out).toMatch(/1\tMaria Lopez\t0 passkeys.*invite open until/);
    expect((await run(['revoke', 'Maria Lopez'], env)).out).toContain('Revoked Maria Lopez');
    expect((await run(['list'], env)).out).toMatch(/Maria Lopez\trevoked/);
  });

  it('invites someone again in place of their passkeys, or beside them with --add', async () => {
    const local = { OWNER_DB: join(mkdtempSync(join(tmpdir(), 'owner-cli-')), 'owner.sqlite') };
    await run(['invite', 'Sam'], local);
    const db = openDatabase(local.OWNER_DB);
    db.prepare(
      `INSERT INTO credentials (id, owner_id, public_key, counter, transports, created_at)
       VALUES ('phone', 1, x'00', 0, '[]', 0)`,
    ).run();
    const passkeys = () => ownerStore(db).list()[0]?.passkeys;
    const added = await run(['invite', 'Sam', '--add'], local);
    expect(added.code).toBe(0);
    expect(passkeys()).toBe(1);
    const again = await run(['invite', 'Sam'], local);
    expect(again.out).toContain("Sam's 1 passkey and sessions no longer work (--add keeps them).");
    expect(passkeys()).toBe(0);
    db.close();
    expect((await run(['invite', '--help'], local)).out).toContain('--add');
  });

  it('says a mistake in one line and exits 2, without a stack trace', async () => {
    for (const args of [['invite'], ['revoke', 'nobody'], ['inviet', 'x']]) {
      const result = await run(args, env);
      expect(result.code).toBe(2);
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).not.toMatch(/\n|at .*\.ts:\d+/);
    }
    const badConfig = await run(['list'], { OWNER_PORT: 'eighty' });
    expect(badConfig).toMatchObject({ code: 2, err: [expect.stringContaining('OWNER_PORT')] });
  });

  it('has --help with usage and an example', async () => {
    const help = await run(['invite', '--help'], env);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: owner invite');
    expect(help.out).toContain('pnpm owner:invite "Maria Lopez"');
  });
});
