/** Debian's Chromium and the flags every e2e browser runs with. */
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const ARGS = [
  // Any host but this machine fails to resolve at once, in the browser itself: map tiles and anything else off the
  // machine fail fast instead of hanging (the map must render without them), and no request waits on a test's route
  // handler (a context-wide route sends every request of every page through the test process).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts the one Chromium a run's files share (the e2e global setup does, once). */
export const launchShared = () => chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });
