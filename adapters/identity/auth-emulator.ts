/** The Firebase Auth emulator: the embedded identity service of `npm start` and of the tests. */
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { freePort, portTaken, processAlive, spawnHelper, stopChild } from '../local-services/processes.ts';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * Where the emulator keeps its accounts between runs: `auth-emulator/` beside the SQLite file, or `data/auth-emulator/`
 * with PostgreSQL. An in-memory database keeps no accounts either (undefined).
 */
export function emulatorDataDir(databaseUrl: string): string | undefined {
  if (databaseUrl === 'memory') return undefined;
  if (databaseUrl.startsWith('sqlite:')) return resolve(dirname(databaseUrl.slice('sqlite:'.length)), 'auth-emulator');
  return resolve('data', 'auth-emulator');
}

export async function emulatorAnswers(host: string, projectId: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** An emulator this process started, or adopted, or reuses; `save` and `close` are no-ops for one it only reuses. */
export interface AccountEmulator {
  /** Saves the accounts into the data folder now. */
  save(): Promise<void>;
  /** Saves the accounts a last time, then stops the emulator if this process owns it. */
  close(): Promise<void>;
}

/** What the launcher records in the data folder about the emulator it started for that folder. */
interface Marker {
  host: string;
  projectId: string;
  /** The emulator's process and its hub (the export endpoint), which reports that pid. */
  pid: number;
  hub: string;
  /** The server or CLI that started it and saves it. */
  owner: number;
}

/**
 * The embedded identity service of `npm start` and the CLI: reuses the emulator answering at `host` only when this
 * launcher started it for the same project and data folder (saying so in one line), refuses anything else answering
 * there, and otherwise starts one on `host` with the accounts of `dataDir`. The owner saves them every `saveEveryMs`
 * and on close: a crash loses at most that much. Without `dataDir` (an in-memory database) nothing is saved and an
 * emulator answering for the same project is reused.
 */
export async function startAccountEmulator(
  host: string,
  projectId: string,
  dataDir: string | undefined,
  options: { saveEveryMs?: number; say?: (line: string) => void; onSaveError?: (error: unknown) => void } = {},
): Promise<AccountEmulator> {
  const say = options.say ?? ((line: string) => console.log(line));
  const taken = await portTaken(host);
  if (!dataDir) {
    if (taken && (await emulatorAnswers(host, projectId))) {
      say(`Using the Auth emulator already running at ${host} for ${projectId} (accounts kept in its memory only).`);
      return { save: async () => undefined, close: async () => undefined };
    }
    if (taken) throw foreign(host, projectId, undefined);
    const child = await launch(host, projectId, {});
    return { save: async () => undefined, close: () => stopEmulator(child) };
  }

  const store = new AccountStore(dataDir);
  let marker = taken ? await store.ours(host, projectId) : undefined;
  if (taken && !marker) throw foreign(host, projectId, dataDir);
  if (marker && processAlive(marker.owner)) {
    say(
      `Using the Auth emulator already running at ${host} for ${dataDir} (started by process ${marker.owner}, which saves its accounts).`,
    );
    return { save: async () => undefined, close: async () => undefined };
  }
  let child: ChildProcess | undefined;
  if (marker) {
    // Ours, but the process that started it is gone: this process saves and stops it from now on.
    say(
      `Using the Auth emulator already running at ${host} for ${dataDir} (its server has gone: this process now saves it).`,
    );
    marker = { ...marker, owner: process.pid };
  } else {
    // Two emulators on one data folder would overwrite each other's saves.
    const other = store.readMarker();
    if (other && other.owner !== process.pid && processAlive(other.owner))
      throw new Error(
        `process ${other.owner} already runs the Auth emulator for ${dataDir} (at ${other.host}): ` +
          `stop it first, or give this one its own database (DATABASE_URL).`,
      );
    store.recover();
    const hub = `http://127.0.0.1:${await freePort()}`;
    // Written before the start too, so that a second start on this folder meanwhile is refused.
    store.writeMarker({ host, projectId, pid: 0, hub, owner: process.pid });
    child = await launch(host, projectId, {
      hubPort: Number(new URL(hub).port),
      workDir: store.workDir,
      importDir: store.importDir(),
    }).catch((error: unknown) => {
      store.removeMarker(0);
      throw error;
    });
    marker = { host, projectId, pid: child.pid!, hub, owner: process.pid };
  }
  store.writeMarker(marker);
  const hub = marker.hub;
  const emulatorPid = marker.pid;

  // One save at a time: a timer's save and the final one never interleave their renames.
  let saving: Promise<void> = Promise.resolve();
  const save = () => (saving = saving.then(() => store.save(hub)));
  const timer = setInterval(
    () => save().catch((e: unknown) => options.onSaveError?.(e)),
    options.saveEveryMs ?? 60_000,
  );
  timer.unref();
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      clearInterval(timer);
      try {
        await save();
      } finally {
        await (child ? stopEmulator(child) : stopPid(emulatorPid));
        store.removeMarker(emulatorPid);
      }
    })());
  return { save, close };
}

function foreign(host: string, projectId: string, dataDir: string | undefined): Error {
  const whose = dataDir ? `the Auth emulator this server started for ${dataDir}` : `an Auth emulator for ${projectId}`;
  return new Error(
    `something else is answering at ${host} (FIREBASE_AUTH_EMULATOR_HOST), not ${whose}. ` +
      `Stop that program, or set FIREBASE_AUTH_EMULATOR_HOST to a free port (e.g. 127.0.0.1:9199).`,
  );
}

/**
 * The data folder: `accounts/` holds the last complete save (what the emulator imports), `emulator.json` the marker of
 * the running emulator, `work/` the emulator's own files. A save exports into a fresh `accounts.new-*` beside it and
 * swaps it in by renames, so a crash at any moment leaves one complete save behind (`recover` finds it).
 */
class AccountStore {
  readonly workDir: string;
  private readonly accounts: string;
  private readonly markerFile: string;

  constructor(private readonly dir: string) {
    this.workDir = join(dir, 'work');
    this.accounts = join(dir, 'accounts');
    this.markerFile = join(dir, 'emulator.json');
  }

  importDir(): string | undefined {
    return complete(this.accounts) ? this.accounts : undefined;
  }

  /** Only while no emulator of ours runs: puts the newest complete save in place and clears what a crash left. */
  recover() {
    mkdirSync(this.dir, { recursive: true });
    const leftovers = (kind: 'new' | 'old') =>
      readdirSync(this.dir)
        .filter((name) => name.startsWith(`accounts.${kind}-`))
        .sort()
        .reverse()
        .map((name) => join(this.dir, name));
    // A complete new save is newer than `accounts`; an old one is a save that `accounts` was about to replace.
    const newest =
      leftovers('new').find(complete) ?? (complete(this.accounts) ? undefined : leftovers('old').find(complete));
    if (newest) {
      rmSync(this.accounts, { recursive: true, force: true });
      renameSync(newest, this.accounts);
    }
    for (const path of [...leftovers('new'), ...leftovers('old'), this.workDir])
      rmSync(path, { recursive: true, force: true });
    mkdirSync(this.workDir);
  }

  async save(hub: string) {
    const stamp = `${Date.now().toString().padStart(15, '0')}-${process.pid}`;
    const fresh = join(this.dir, `accounts.new-${stamp}`);
    const res = await fetch(`${hub}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: fresh, initiatedBy: 'lakeview-residency' }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`the Auth emulator could not save its accounts: ${res.status} ${await res.text()}`);
    const old = join(this.dir, `accounts.old-${stamp}`);
    if (existsSync(this.accounts)) renameSync(this.accounts, old);
    renameSync(fresh, this.accounts);
    rmSync(old, { recursive: true, force: true });
  }

  /** The marker, when the emulator answering at `host` is the one it names: same project, and its hub says its pid. */
  async ours(host: string, projectId: string): Promise<Marker | undefined> {
    const marker = this.readMarker();
    if (!marker || marker.host !== host || marker.projectId !== projectId) return undefined;
    try {
      const hub = (await (await fetch(`${marker.hub}/`, { signal: AbortSignal.timeout(2000) })).json()) as {
        pid?: number;
      };
      const running = (await (
        await fetch(`${marker.hub}/emulators`, { signal: AbortSignal.timeout(2000) })
      ).json()) as {
        auth?: { port?: number };
      };
      return hub.pid === marker.pid && String(running.auth?.port) === host.slice(host.lastIndexOf(':') + 1)
        ? marker
        : undefined;
    } catch {
      return undefined;
    }
  }

  readMarker(): Marker | undefined {
    try {
      return JSON.parse(readFileSync(this.markerFile, 'utf8')) as Marker;
    } catch {
      return undefined;
    }
  }

  writeMarker(marker: Marker) {
    writeFileSync(`${this.markerFile}.tmp`, JSON.stringify(marker, null, 2));
    renameSync(`${this.markerFile}.tmp`, this.markerFile);
  }

  removeMarker(pid: number) {
    if (this.readMarker()?.pid === pid) rmSync(this.markerFile, { force: true });
  }
}

const complete = (exportDir: string) => existsSync(join(exportDir, 'firebase-export-metadata.json'));

/**
 * Starts the emulator unless one already answers at `host` for `projectId` (the test suites share one); resolves once
 * it answers. Nothing is saved.
 */
export async function ensureEmulator(
  host: string,
  projectId: string,
  options: { timeoutMs?: number } = {},
): Promise<ChildProcess | undefined> {
  if (await emulatorAnswers(host, projectId)) return undefined;
  return launch(host, projectId, options);
}

/**
 * Starts an emulator on `host` with a firebase.json of our own (the project's fixes 9099), its hub on `hubPort`
 * (the export endpoint) and its files in `workDir`. The hub finds itself for an export through a locator file named
 * after the project in the temp folder: a private temp folder keeps another emulator of the same project out.
 * Its parent saves and stops it; it ends by itself when its parent dies (`spawnHelper`).
 */
async function launch(
  host: string,
  projectId: string,
  options: { hubPort?: number; workDir?: string; importDir?: string; timeoutMs?: number },
): Promise<ChildProcess> {
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'residency-emulator-'));
  const sep = host.lastIndexOf(':');
  const emulators = {
    auth: { host: host.slice(0, sep), port: Number(host.slice(sep + 1)) },
    // Loopback only: the export endpoint is for this machine.
    hub: { host: '127.0.0.1', port: options.hubPort ?? (await freePort()) },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify({ emulators }));
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', projectId];
  args.push('--config', join(workDir, 'firebase.json'));
  if (options.importDir) args.push('--import', options.importDir);
  const child = spawnHelper(args, { cwd: workDir, env: { ...process.env, TMPDIR: workDir } });
  if (!options.workDir) child.once('exit', () => rmSync(workDir, { recursive: true, force: true }));
  let output = '';
  // It answers before its import is done: only this line says the accounts are all in.
  let ready = false;
  const keep = (d: unknown) => {
    output = (output + String(d)).slice(-4000);
    ready ||= output.includes('All emulators ready');
  };
  for (const stream of [child.stdout, child.stderr] as (Socket | null)[]) stream?.on('data', keep).unref();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The Auth emulator exited early:\n${output}`);
    if (ready && (await emulatorAnswers(host, projectId))) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The Auth emulator did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

/** Stops an emulator this process launched (nothing when it reused one). */
export const stopEmulator = (child: ChildProcess | undefined): Promise<void> => stopChild(child, 'SIGINT');

async function stopPid(pid: number) {
  if (!processAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && processAlive(pid); waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  if (processAlive(pid)) process.kill(pid, 'SIGKILL');
}
