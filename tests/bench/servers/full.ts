/**
 * The full stack as `npm start` builds it (container, Koa app, MikroORM on SQLite, firebase-admin against the Auth
 * emulator), minus the rate limiter, which would otherwise turn the load into 429s. Access logs are written, at
 * the production level, to /dev/null: their cost is part of every real request.
 */
import pino from 'pino';
import { loadConfig } from '../../../adapters/config.ts';
import { buildHttpApp, createContainer } from '../../../adapters/container.ts';

const config = loadConfig({
  DATABASE_URL: `sqlite:${process.env.BENCH_DB}`,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-residency',
  RATE_LIMIT_ENABLED: 'false',
  UI_DIST: process.env.UI_DIST ?? 'dist/ui',
});
const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
const container = await createContainer(config, { logger });
const server = buildHttpApp(container, config).listen(0, '127.0.0.1', () =>
  console.log(`ready ${(server.address() as { port: number }).port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
