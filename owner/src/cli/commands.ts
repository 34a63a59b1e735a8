// `pnpm owner:invite|list|revoke`: the owner console's people, on commander. Each
// command opens the database, does one thing and prints what happened; a mistake is one
// line on stderr and exit code 2, never a stack trace. `pnpm owner:start` (`serve`) starts
// the console itself, with the same --help and mistakes.
import { Command, CommanderError } from 'commander';
import { UsageError } from 'node-kit/usage';
import { loadConfig } from '../config';
import { openDatabase } from '../store/database';
import { type OwnerListing, ownerStore } from '../store/owners';

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const when = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString());

const lineOf = (owner: OwnerListing) =>
  [
    `${owner.id}\t${owner.name}`,
    owner.revoked ? 'revoked' : `${owner.passkeys} passkey${owner.passkeys === 1 ? '' : 's'}`,
    `last sign-in ${when(owner.lastSignIn)}`,
    ...(owner.pendingInviteExpires
      ? [`invite open until ${when(owner.pendingInviteExpires)}`]
      : []),
  ].join('\t');

/** Runs the CLI on `argv` (without node and the script); resolves to the exit code. */
export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = { out: console.log, err: console.error },
): Promise<number> {
  const withStore = <T>(action: (store: ReturnType<typeof ownerStore>, origin: string) => T) => {
    const config = loadConfig(env);
    const db = openDatabase(config.databaseFile);
    try {
      return action(ownerStore(db), config.publicOrigin);
    } finally {
      db.close();
    }
  };

  const program = new Command('owner')
    .description("The owner console's people: invite someone, list them, revoke one.")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text.trimEnd()),
      writeErr: (text) => io.err(text.trimEnd()),
      outputError: (text, write) => write(text.split('\n')[0] ?? text),
    })
    .showSuggestionAfterError();

  program
    .command('invite')
    .argument('<name>', 'who is invited, as the console and the audit trail will name them')
    .option(
      '--add',
      'someone already invited keeps their passkeys and gets one more (a second phone)',
    )
    .description(
      'print a single-use link, valid 24 hours, to enrol a passkey; for someone already invited, their passkeys stop working at once (a lost phone) unless --add',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  pnpm owner:invite "Maria Lopez"\n  pnpm owner:invite "Maria Lopez" --add',
    )
    .action((name: string, { add = false }: { add?: boolean }) => {
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > 80)
        throw new UsageError('the name must be 1 to 80 characters');
      withStore((store, origin) => {
        const { code, owner, expiresAt, removedPasskeys } = store.invite(trimmed, { add });
        if (removedPasskeys > 0) {
          io.out(
            `${owner.name}'s ${removedPasskeys} passkey${removedPasskeys === 1 ? '' : 's'} and sessions no longer work (--add keeps them).`,
          );
        }
        io.out(
          `Invite for ${owner.name} (id ${owner.id}), single use, valid until ${when(expiresAt)}:`,
        );
        io.out(`  ${origin}/owner/enroll#${code}`);
        io.out(`Or open ${origin}/owner/enroll and enter the code: ${code}`);
      });
    });

  program
    .command('list')
    .description('list the people who may post notices, their passkeys and open invites')
    .addHelpText('after', '\nExample:\n  pnpm owner:list')
    .action(() => {
      withStore((store) => {
        const owners = store.list();
        if (owners.length === 0) io.out('Nobody yet: pnpm owner:invite "<name>"');
        for (const owner of owners) io.out(lineOf(owner));
      });
    });

  program
    .command('revoke')
    .argument('<id|name>', 'the id or the name `pnpm owner:list` shows')
    .description('revoke a person: their passkeys, open invites and sessions stop working at once')
    .addHelpText('after', '\nExample:\n  pnpm owner:revoke 2\n  pnpm owner:revoke "Maria Lopez"')
    .action((idOrName: string) => {
      withStore((store) => {
        const owner = store.revoke(idOrName.trim());
        if (!owner)
          throw new UsageError(`nobody with the id or name "${idOrName}" (pnpm owner:list)`);
        io.out(`Revoked ${owner.name} (id ${owner.id}): passkeys, invites and sessions removed.`);
      });
    });

  program
    .command('serve')
    .description(
      'start the owner console; its settings are environment variables (OWNER_PORT, OWNER_HOST, OWNER_PUBLIC_ORIGIN, OWNER_DB, OWNER_COOKIE_SECRET, …: docs/owner-console.md)',
    )
    .addHelpText('after', '\nExample:\n  OWNER_PORT=8090 pnpm owner:start')
    .action(async () => {
      await import('../main');
    });

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    io.err(`owner: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return 2;
  }
}
