/**
 * The server's and the command line's entry as `npm start` and `npm run cli` run them: the compiled build, which the
 * server tests' global setup makes first (tests/support/compiled-server-setup.ts), or the sources when one is newer.
 */
export const SERVER_ENTRY = 'adapters/launch.mjs';
export const CLI_ENTRY = ['adapters/launch.mjs', 'cli'] as const;
