import type { ChildProcess } from 'node:child_process';
import { EMULATOR_HOST, startEmulator, stopEmulator } from './emulator.ts';

let child: ChildProcess | undefined;

export async function setup() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  child = await startEmulator();
}

export async function teardown() {
  await stopEmulator(child);
}
