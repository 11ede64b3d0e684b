import { TEST_DATABASE_URL } from './stores.ts';

/** Says loudly, once per file, that the PostgreSQL cases did not run and how to make them run. */
export function announceSkippedPostgres(): void {
  if (TEST_DATABASE_URL) return;
  const line = '!'.repeat(100);
  console.warn(
    [
      line,
      '!! TEST_DATABASE_URL is not set: the PostgreSQL persistence cases are SKIPPED (memory and SQLite still run).',
      '!! Run them with e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
      line,
    ].join('\n'),
  );
}
