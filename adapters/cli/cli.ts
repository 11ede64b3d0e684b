/** The operator's command line: `npm run cli -- --help`. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { MakeAdmin } from '../../application/use-cases/make-admin.ts';
import { SeedDemoData } from '../../application/use-cases/seed-demo-data.ts';
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from '../../domain/password.ts';
import { loadConfig } from '../config.ts';
import { createContainer, createPersistence, TOKENS } from '../container.ts';
import { emulatorDataDir, startAccountEmulator } from '../identity/auth-emulator.ts';
import type { Persistence } from '../persistence/persistence.ts';

const config = loadConfig();
if (config.databaseUrl.startsWith('sqlite:')) mkdirSync(dirname(config.databaseUrl.slice('sqlite:'.length)), { recursive: true });

/** Digits only: "1e2", " 5" or "0x10" is refused rather than read as some other number. */
const positiveInt = (value: string) => {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new InvalidArgumentError('must be a whole number from 1 to 1000000');
  return n;
};

async function withContainer<T>(work: (c: Awaited<ReturnType<typeof createContainer>>) => Promise<T>): Promise<T> {
  const container = await createContainer(config);
  try {
    return await work(container);
  } finally {
    await container.get<Persistence>(TOKENS.Persistence).close();
  }
}

const program = new Command('residency')
  .description(`Operate ${config.buildingName} Residency (DATABASE_URL=${config.databaseUrl})`)
  .showHelpAfterError();

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    const persistence = await createPersistence(config.databaseUrl); // migrates on open
    await persistence.close();
    console.log('Database is up to date.');
  });

program
  .command('seed')
  .description('add the demo building: apartments, coupons and announcements (adds only what is missing)')
  .option('--apartments <n>', 'how many apartments the building has', positiveInt, 24)
  .action(async ({ apartments }: { apartments: number }) => {
    const { apartmentsAdded } = await withContainer((c) => c.get(SeedDemoData).execute({ apartments }));
    console.log(`Seeded: ${apartmentsAdded} new apartment(s).`);
  });

program
  .command('create-admin')
  .description('create the sign-in account if missing and make it an admin')
  .requiredOption('--email <email>', 'the admin’s email')
  .requiredOption('--password <password>', 'used only when the account is created')
  .option('--name <name>', 'display name', 'Admin')
  .action(async ({ email, password, name }: { email: string; password: string; name: string }) => {
    if (!isAcceptablePassword(password)) throw new InvalidArgumentError(PASSWORD_RULE_MESSAGE);
    // The server's emulator when one runs for this data (it saves the account); otherwise one of its own, saved on stop.
    const emulator = config.firebase.emulatorHost
      ? await startAccountEmulator(config.firebase.emulatorHost, config.firebase.projectId, emulatorDataDir(config.databaseUrl))
      : undefined;
    try {
      const { user, accountCreated } = await withContainer((c) => c.get(MakeAdmin).execute({ email, password, name, by: 'cli' }));
      console.log(`${user.email} is now an admin${accountCreated ? ' (sign-in account created)' : ''}.`);
    } finally {
      await emulator?.close();
    }
  });

program.parseAsync().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
