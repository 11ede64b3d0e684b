/**
 * The run's servers: one for each worker of the browser run, so files that run at the same time never see each
 * other's flats, applications or settings, and the files one worker runs share its server one after another.
 */
import { inject } from 'vitest';

/** How many files the browser run runs at once (most of a journey's time is spent waiting on the page). */
export const E2E_WORKERS = 2;

export interface SharedServer {
  url: string;
  /** The mail catcher the server sends its emails to (its page, and its API at /email). */
  mailUrl: string;
}

/** This worker's server. */
export function sharedServer(): SharedServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('the browser run started no server');
  return server;
}
