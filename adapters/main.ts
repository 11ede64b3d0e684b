/** Starts Lakeview Residency: identity emulator (outside production), database, demo data, HTTP server. */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { DEMO_RESIDENTS } from '../application/demo/seed-demo-residents.ts';
import type { IdentityAccounts } from '../application/identity/ports.ts';
import type { Mailer } from '../application/notifications/ports.ts';
import { loadConfig, type Config } from './config.ts';
import { buildHttpApp, createContainer, TOKENS, useCasesOf } from './container.ts';
import { emulatorDataDir, startAccountEmulator } from './identity/auth-emulator.ts';
import { buildWebApp } from './web-build.ts';
import { startBackground } from './background/jobs.ts';
import { catcherSmtpUrl, startMailCatcher } from './email/mail-catcher.ts';
import { SmtpMailer } from './email/smtp-mailer.ts';
import type { Persistence } from './persistence/persistence.ts';
import { migrationsSentence } from './persistence/migrations-applied.ts';
import type { Container } from 'inversify';

const GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (config.databaseUrl.startsWith('sqlite:'))
    mkdirSync(dirname(config.databaseUrl.slice('sqlite:'.length)), { recursive: true });
  if (config.production) requireBuiltUi(config);
  else buildUiIfMissing(config);
  // The emulator takes seconds to start and nothing before MakeAdmin needs it: migrations and the demo seed run
  // meanwhile (the start-up benchmark, tests/bench/startup.ts, measured the gain).
  const emulatorStarting = config.firebase.emulatorHost
    ? startAccountEmulator(
        config.firebase.emulatorHost,
        config.firebase.projectId,
        emulatorDataDir(config.databaseUrl),
        {
          saveEveryMs: config.firebase.emulatorSaveSeconds * 1000,
          onSaveError: (error) => saveFailed(error),
        },
      )
    : Promise.resolve(undefined);
  // A port taken by another program ends start-up at once, not after the migrations.
  emulatorStarting.catch(fail);
  // Without a mail server of the operator's, the demo's emails go to one of its own, readable on a web page.
  const catcherStarting = config.email.catcher ? startMailCatcher(config.email.catcher) : Promise.resolve(undefined);
  catcherStarting.catch(fail);

  const container = await createContainer(
    config.email.catcher
      ? { ...config, email: { ...config.email, smtpUrl: catcherSmtpUrl(config.email.catcher) } }
      : config,
  );
  const logger = container.get<Logger>(TOKENS.Logger);
  const saveFailed = (error: unknown) => logger.warn({ err: error }, 'could not save the Auth emulator accounts');

  const persistence = container.get<Persistence>(TOKENS.Persistence);
  const migrations = persistence.migrationsApplied ?? [];
  if (migrations.length > 0) logger.info({ migrations }, migrationsSentence(migrations));
  // Production seeds nothing: an empty building is told how to get its first admin and, if wanted, the demo data.
  const empty = (await useCasesOf(container).listApartments.execute({})).total === 0;
  const firstRun = config.production && empty;
  if (empty && !config.production) {
    const { apartmentsAdded } = await useCasesOf(container).seedDemoData.execute();
    // Residents with a history only where they can sign in: with the Auth emulator, the demo set-up.
    const { residentsAdded } = config.firebase.emulatorHost
      ? await useCasesOf(container).seedDemoResidents.execute()
      : { residentsAdded: 0 };
    logger.info({ apartmentsAdded, residentsAdded }, 'seeded the demo building');
  }
  const emulator = await emulatorStarting;
  // Only residents the demo seed made and the building still has: an upgraded or imported building has none, and
  // never gets sign-ins with passwords printed in the README.
  const demoResidents = config.firebase.emulatorHost
    ? (
        await Promise.all(DEMO_RESIDENTS.map(async (r) => ((await persistence.users.byEmail(r.email)) ? r : undefined)))
      ).filter((r) => r !== undefined)
    : [];
  if (config.firebase.emulatorHost) {
    await useCasesOf(container).makeAdmin.execute({ ...config.demoAdmin, name: 'Demo Admin', by: 'cli' });
    // The demo residents' sign-ins are made when missing (a first start, or accounts kept in memory only).
    const accounts = container.get<IdentityAccounts>(TOKENS.IdentityAccounts);
    for (const r of demoResidents) await accounts.ensureAccount(r.email, r.password, r.name);
  }

  const catcher = await catcherStarting;
  const server: Server = buildHttpApp(container, config, {
    ...(emulator ? { identityAnswering: () => emulator.answering() } : {}),
  }).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const port = (server.address() as { port: number }).port;
  console.log(`\n  ${config.buildingName} is running at http://localhost:${port}`);
  if (firstRun) {
    console.log('  The database is empty. Create the first admin:');
    console.log('    npm run cli -- create-admin --email <email> --password <password>');
    console.log('  and, only if you want the demo apartments, coupons and announcements:');
    console.log('    npm run cli -- seed --demo\n');
  }
  if (config.firebase.emulatorHost) {
    console.log(
      `  Demo admin: ${config.demoAdmin.email} / ${config.demoAdmin.password}  (Auth emulator at ${config.firebase.emulatorHost})`,
    );
    for (const r of demoResidents) console.log(`  Demo resident: ${r.email} / ${r.password}  (${r.story})`);
    console.log('');
  }
  if (catcher) console.log(`  Emails the product sends can be read at ${catcher.webUrl}\n`);

  const background = startBackground(useCasesOf(container), logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), GRACE_MS).unref();
    // Refuses new connections and lets requests in flight finish; keep-alive sockets are closed as soon as they
    // fall idle, rather than after their keep-alive timeout.
    const reaper = setInterval(() => server.closeIdleConnections(), 100);
    // Accounts are saved at once too, in case requests in flight outlast the grace period.
    const saved = emulator?.save().catch(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    clearInterval(reaper);
    // A round in flight finishes before the database closes: an email sent is recorded as sent.
    await Promise.all(background.map((loop) => loop.stop()));
    closeMailer(container);
    await persistence.close();
    await saved;
    await emulator?.close().catch(saveFailed);
    await catcher?.close();
    clearTimeout(force);
    // The log is written in batches: the last lines go out before the process ends.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Once the last round has finished: the mail server's connection is let go rather than cut by the exit. */
function closeMailer(container: Container) {
  const mailer = container.isBound(TOKENS.Mailer) ? container.get<Mailer>(TOKENS.Mailer) : undefined;
  if (mailer instanceof SmtpMailer) mailer.close();
}

function requireBuiltUi(config: Config) {
  const index = join(config.uiDist, 'index.html');
  if (!existsSync(index)) throw new Error(`the web app is not built (no ${index}): run npm run build:ui`);
}

function buildUiIfMissing(config: Config) {
  if (existsSync(join(config.uiDist, 'index.html'))) return;
  console.log('Building the web app (first start only)...');
  buildWebApp();
}

function fail(error: unknown): never {
  console.error(`Lakeview Residency could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

main().catch(fail);
