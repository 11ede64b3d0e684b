/** Debian's Chromium and the flags every e2e browser runs with. */
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts the one Chromium a run's files share (the e2e global setup does, once). */
export const launchShared = () => chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });
