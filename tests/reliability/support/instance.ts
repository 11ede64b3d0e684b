/**
 * One server instance as its own process, for the multi-instance, fault and load tests: the real container and
 * HTTP app over the configuration in the environment (DATABASE_URL, DATABASE_SCHEMA, RATE_LIMIT_*, ...).
 * Unlike main.ts it starts no emulator and builds no UI. Extra knobs, for tests only:
 *   SEED=true            seed the demo building when the store is empty
 *   TEST_ADMIN_EMAILS    comma-separated emails stored with role admin
 *   TEST_NOW             an ISO instant the clock stands at (the rent reminders' day)
 *   BACKGROUND_EVERY_MS  run the product's background rounds (email sender, rent reminders) this often
 * It prints one line `{"listening":<port>}` once it accepts connections; over IPC it answers
 * { memory: true } with process.memoryUsage() after a full GC (start node with --expose-gc).
 */
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { startBackground } from '../../../adapters/background/jobs.ts';
import { loadConfig } from '../../../adapters/config.ts';
import { buildHttpApp, createContainer, TOKENS, useCasesOf } from '../../../adapters/container.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { newUser, withRole } from '../../../domain/members/user.ts';

const config = loadConfig(process.env);
const now = process.env.TEST_NOW;
const container = await createContainer(config, now ? { clock: { now: () => new Date(now) } } : {});
const store = container.get<Persistence>(TOKENS.Persistence);
const logger = container.get<Logger>(TOKENS.Logger);

if (process.env.SEED === 'true' && (await useCasesOf(container).listApartments.execute({})).total === 0) {
  await useCasesOf(container).seedDemoData.execute({ apartments: Number(process.env.SEED_APARTMENTS ?? 24) });
}
for (const email of (process.env.TEST_ADMIN_EMAILS ?? '').split(',').filter(Boolean)) {
  if (!(await store.users.byEmail(email))) {
    await store.uow.run(() =>
      store.users.save(withRole(newUser(crypto.randomUUID(), email, 'Test Admin', ''), 'admin')),
    );
  }
}

const server: Server = buildHttpApp(container, config).listen(config.port, '127.0.0.1');
await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
const every = Number(process.env.BACKGROUND_EVERY_MS ?? 0);
const background = every ? startBackground(useCasesOf(container), logger, { everyMs: every }) : [];
console.log(JSON.stringify({ listening: (server.address() as { port: number }).port }));

process.on('message', (message: { memory?: boolean }) => {
  if (!message?.memory) return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memory: process.memoryUsage() });
});

process.on('SIGTERM', () => {
  logger.info('stopping');
  server.close(
    () =>
      void Promise.all(background.map((loop) => loop.stop()))
        .then(() => store.close())
        .finally(() => process.exit(0)),
  );
  server.closeIdleConnections();
});
