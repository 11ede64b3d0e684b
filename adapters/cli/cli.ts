/** The operator's command line: `npm run cli -- --help`. */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from '../../domain/identity/password.ts';
import { readApartmentsCsv } from '../http/apartments/csv.ts';
import { loadConfig } from '../config.ts';
import { createContainer, createPersistence, TOKENS, useCasesOf } from '../container.ts';
import { emulatorDataDir, exportRunningAccounts, startAccountEmulator } from '../identity/auth-emulator.ts';
import { migrationsSentence } from '../persistence/migrations-applied.ts';
import type { Persistence } from '../persistence/persistence.ts';
import { backupSqlite, restoreSqlite } from '../persistence/sqlite-backup.ts';

const config = loadConfig();
if (config.databaseUrl.startsWith('sqlite:'))
  mkdirSync(dirname(config.databaseUrl.slice('sqlite:'.length)), { recursive: true });

/** Digits only: "1e2", " 5" or "0x10" is refused rather than read as some other number. */
const positiveInt = (value: string) => {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new InvalidArgumentError('must be a whole number from 1 to 1000000');
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
  .description(`Operate ${config.buildingName} (DATABASE_URL=${config.databaseUrl})`)
  .showHelpAfterError();

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    const persistence = await createPersistence(config.databaseUrl, config.databaseSchema); // migrates on open
    await persistence.close();
    console.log(migrationsSentence(persistence.migrationsApplied ?? []));
  });

program
  .command('seed')
  .description(
    'add the demo building: made-up apartments, coupons, announcements and residents (adds only what is missing)',
  )
  .option('--demo', 'confirms that the made-up demo data is wanted')
  .option('--apartments <n>', 'how many demo apartments', positiveInt, 24)
  .action(async ({ demo, apartments }: { demo?: boolean; apartments: number }) => {
    if (!demo)
      throw new InvalidArgumentError(
        'seed adds made-up demo data (apartments, coupons, announcements, residents). Run seed --demo if that is what you want; ' +
          'a real building adds its own apartments in the admin dashboard or with: import <file.csv>',
      );
    const { apartmentsAdded, residentsAdded } = await withContainer(async (c) => ({
      ...(await useCasesOf(c).seedDemoData.execute({ apartments })),
      // The residents' sign-in accounts exist only with the Auth emulator; the server makes them at its next start.
      ...(config.firebase.emulatorHost ? await useCasesOf(c).seedDemoResidents.execute() : { residentsAdded: 0 }),
    }));
    console.log(`Seeded: ${apartmentsAdded} new apartment(s), ${residentsAdded} demo resident(s).`);
  });

program
  .command('import')
  .description(
    "load the building's flats from a CSV file with the header block,floor,number,rent (all of them, or none when a line is wrong)",
  )
  .argument('<file.csv>', 'the spreadsheet, saved as CSV (UTF-8)')
  .action(async (file: string) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)}`,
      );
    }
    const rows = readApartmentsCsv(text);
    const { imported } = await withContainer((c) => useCasesOf(c).importApartments.execute({ rows, by: 'cli' }));
    console.log(`Imported ${imported} apartment(s).`);
  });

program
  .command('backup')
  .description('copy the SQLite database (safe while the server runs) and the Auth emulator accounts beside it')
  .argument('<file>', 'the new backup file')
  .action(async (file: string) => {
    const dbFile = sqliteFile('backup');
    const { migration } = await backupSqlite(dbFile, resolve(file));
    console.log(`Backed up ${dbFile} to ${resolve(file)} (migration ${migration}).`);
    const accounts = accountsDir();
    const copy = `${resolve(file)}.accounts`;
    // After the database: every account whose rows the copy holds is in it (one made since only adds a spare account).
    if (accounts && (await exportRunningAccounts(emulatorHost(), config.firebase.projectId, dirname(accounts), copy))) {
      console.log(`Backed up the sign-in accounts of the running Auth emulator, as they are now, to ${copy}.`);
    } else if (accounts && existsSync(accounts)) {
      copyAccounts(accounts, copy);
      console.log(`Backed up the Auth emulator's last saved sign-in accounts to ${copy}.`);
    }
  });

program
  .command('restore')
  .description('replace the SQLite database with a backup (stop the server first); the replaced file is kept')
  .argument('<file>', 'a file made by backup')
  .action(async (file: string) => {
    const dbFile = sqliteFile('restore');
    const { keptAs, migration } = restoreSqlite(resolve(file), dbFile);
    console.log(`Restored ${dbFile} from ${resolve(file)} (migration ${migration}).`);
    if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
    const accounts = accountsDir();
    const saved = `${resolve(file)}.accounts`;
    if (accounts && existsSync(saved)) {
      if (existsSync(accounts)) renameSync(accounts, `${accounts}.before-restore-${Date.now()}`);
      cpSync(saved, accounts, { recursive: true });
      console.log(`Restored the Auth emulator's sign-in accounts from ${saved}.`);
    } else if (accounts) {
      console.log(
        `No sign-in accounts beside the backup (no ${saved}): the Auth emulator keeps the accounts it has in ` +
          `${accounts}, so people who registered after those were saved cannot sign in until they register again.`,
      );
    }
  });

const emulatorHost = () => config.firebase.emulatorHost!;

/** Where the embedded Auth emulator keeps its last saved accounts (outside production only). */
function accountsDir(): string | undefined {
  const dir = config.firebase.emulatorHost ? emulatorDataDir(config.databaseUrl) : undefined;
  return dir && join(dir, 'accounts');
}

/**
 * Copies the saved accounts. A running server swaps in a new save by renames, so a copy that meets the swap is made
 * again from the new save.
 */
function copyAccounts(from: string, to: string, attempts = 3): void {
  try {
    cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
  } catch (error) {
    rmSync(to, { recursive: true, force: true });
    if (attempts <= 1 || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    copyAccounts(from, to, attempts - 1);
  }
}

/** The SQLite file of DATABASE_URL; PostgreSQL has its own tools. */
function sqliteFile(command: string): string {
  if (!config.databaseUrl.startsWith('sqlite:'))
    throw new InvalidArgumentError(
      `${command} works on the SQLite database; for PostgreSQL use pg_dump and pg_restore (see docs/deploy.md)`,
    );
  return resolve(config.databaseUrl.slice('sqlite:'.length));
}

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
      ? await startAccountEmulator(
          config.firebase.emulatorHost,
          config.firebase.projectId,
          emulatorDataDir(config.databaseUrl),
        )
      : undefined;
    try {
      const { user, accountCreated } = await withContainer((c) =>
        useCasesOf(c).makeAdmin.execute({ email, password, name, by: 'cli' }),
      );
      console.log(`${user.email} is now an admin${accountCreated ? ' (sign-in account created)' : ''}.`);
    } finally {
      await emulator?.close();
    }
  });

program.parseAsync().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
