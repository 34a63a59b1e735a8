import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvironmentError, readEnvironment } from './environment.mjs';
import { writeAtomically } from './files.mjs';
import { exitCodeOf, UsageError } from './usage.mjs';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'node-kit-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('writeAtomically', () => {
  it('replaces the file whole, creating its folder, and leaves nothing else beside it', () => {
    const file = join(folder(), 'deep/notices.json');
    writeAtomically(file, 'old\n');
    writeAtomically(file, 'new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
    expect(readdirSync(join(file, '..'))).toEqual(['notices.json']);
  });

  it('leaves what was there and no temporary file when the rename fails', () => {
    const root = folder();
    writeFileSync(join(root, 'kept.txt'), 'kept');
    // A folder (not empty) where the file should be: the temporary file is written, the
    // rename over it refused.
    const blocked = join(root, 'blocked');
    writeAtomically(join(blocked, 'x'), 'x');
    expect(() => writeAtomically(blocked, 'text')).toThrow();
    expect(readdirSync(root).sort()).toEqual(['blocked', 'kept.txt']);
  });
});

describe('UsageError', () => {
  it('stands for exit code 2; any other error for 1', () => {
    expect(exitCodeOf(new UsageError('wrong name'))).toBe(2);
    expect(exitCodeOf(new Error('disk full'))).toBe(1);
    expect(exitCodeOf(null)).toBe(1);
  });
});

describe('readEnvironment', () => {
  const schema = z.object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(8090),
    SECRET: z.string().min(32).optional(),
    MODE: z.enum(['on', 'off']).default('on'),
    METRICS: z
      .string()
      .regex(/^(off|[0-9]+)$/)
      .optional(),
  });

  it('gives the defaults for what is unset, and reads only the variables it names', () => {
    expect(readEnvironment(schema, { OTHER: 'x' })).toEqual({ PORT: 8090, MODE: 'on' });
    expect(readEnvironment(schema, { PORT: '', MODE: 'off' }, { emptyIsUnset: true })).toEqual({
      PORT: 8090,
      MODE: 'off',
    });
  });

  it('quotes a pattern as written', () => {
    expect(() => readEnvironment(schema, { METRICS: 'on' })).toThrow(
      'METRICS="on": must match pattern "^(off|[0-9]+)$"',
    );
  });

  it('names each variable refused in one line, with its value unless it is secret', () => {
    const refused = () =>
      readEnvironment(
        schema,
        { PORT: '70000', SECRET: 'hunter2', MODE: 'maybe' },
        { secret: ['SECRET'] },
      );
    expect(refused).toThrow(EnvironmentError);
    expect(refused).toThrow(
      'PORT="70000": must be <= 65535; SECRET: must be at least 32 characters; MODE="maybe": must be one of: on, off',
    );
  });
});
