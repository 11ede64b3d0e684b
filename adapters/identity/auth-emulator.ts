/** The Firebase Auth emulator: the embedded identity service of `npm start` and of the tests. */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { freePort, portTaken, processAlive, spawnHelper, stopChild } from '../local-services/processes.ts';
import { tmpdir } from 'node:os';
import { AccountStore, complete, exportTo, type Marker } from './account-store.ts';
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
  /** False while the emulator does not answer (gone, hung, or being restarted): sign-ins cannot work then. */
  answering(): boolean;
}

export interface EmulatorOptions {
  /** A backstop: the accounts are also saved this often, changed or not. */
  saveEveryMs?: number;
  /** How often the emulator is asked whether it answers and whether its accounts changed (saved when they did). */
  watchEveryMs?: number;
  say?: (line: string) => void;
  onSaveError?: (error: unknown) => void;
}

/**
 * The embedded identity service of `npm start` and the CLI: reuses the emulator answering at `host` only when this
 * launcher started it for the same project and data folder (saying so in one line), refuses anything else answering
 * there, and otherwise starts one on `host` with the accounts of `dataDir`. The owner saves them soon after they
 * change (and every `saveEveryMs`, and on close). Whoever uses it watches it: when it exits or stops answering, its
 * owner starts it again with the last save, and a process that reused it takes it over once its owner is gone; until
 * it answers again `answering()` says so. Without `dataDir` (an in-memory database) nothing is saved and an emulator
 * answering for the same project is reused.
 */
export async function startAccountEmulator(
  host: string,
  projectId: string,
  dataDir: string | undefined,
  options: EmulatorOptions = {},
): Promise<AccountEmulator> {
  const say = options.say ?? ((line: string) => console.log(line));
  const store = dataDir ? new AccountStore(dataDir) : undefined;
  if (store) await awaitOtherOwner(store, host, projectId);
  const taken = await portTaken(host);
  let run: Running;
  if (!store) {
    if (taken && (await emulatorAnswers(host, projectId))) {
      say(`Using the Auth emulator already running at ${host} for ${projectId} (accounts kept in its memory only).`);
      return { save: async () => undefined, close: async () => undefined, answering: () => true };
    }
    if (taken) throw foreign(host, projectId, undefined);
    run = { child: await launch(host, projectId, {}), owned: true };
  } else {
    const marker = taken ? await store.ours(host, projectId) : undefined;
    if (taken && !marker) throw foreign(host, projectId, dataDir);
    if (marker && processAlive(marker.owner)) {
      say(
        `Using the Auth emulator already running at ${host} for ${dataDir} (started by process ${marker.owner}, which saves its accounts).`,
      );
      run = { marker, owned: false };
    } else if (marker) {
      // Ours, but the process that started it is gone: this process saves and stops it from now on.
      say(
        `Using the Auth emulator already running at ${host} for ${dataDir} (its server has gone: this process now saves it).`,
      );
      run = { marker: { ...marker, owner: process.pid }, owned: true };
      store.writeMarker(run.marker!);
    } else {
      // Two emulators on one data folder would overwrite each other's saves.
      const other = store.readMarker();
      if (other && other.owner !== process.pid && processAlive(other.owner))
        throw new Error(
          `process ${other.owner} runs the Auth emulator for ${dataDir} at ${other.host}, not at ${host}: ` +
            `give both the same FIREBASE_AUTH_EMULATOR_HOST, or give this one its own database (DATABASE_URL).`,
        );
      run = await startOwned(store, host, projectId).catch(async (error: unknown) => {
        // Another process on this folder began its own start at the same moment and got the port first: use it.
        const winner = store.readMarker();
        if (!winner || winner.owner === process.pid || !processAlive(winner.owner)) throw error;
        await awaitOtherOwner(store, host, projectId);
        say(`Using the Auth emulator already running at ${host} for ${dataDir} (started by process ${winner.owner}).`);
        return { marker: winner, owned: false };
      });
    }
  }
  return supervise(host, projectId, store, run, { ...options, say });
}

/** What this process knows of the emulator it uses: the child it launched, the marker, and whether it owns it. */
interface Running {
  child?: ChildProcess;
  marker?: Marker;
  owned: boolean;
}

/** Starts an emulator with the last save of `store`, recorded as this process's. */
async function startOwned(store: AccountStore, host: string, projectId: string): Promise<Running> {
  store.recover();
  const hub = `http://127.0.0.1:${await freePort()}`;
  // Written before the start too, so that a second start on this folder meanwhile waits for this one.
  store.writeMarker({ host, projectId, pid: 0, hub, owner: process.pid });
  const child = await launch(host, projectId, {
    hubPort: Number(new URL(hub).port),
    workDir: store.workDir,
    importDir: store.importDir(),
  }).catch((error: unknown) => {
    store.removeMarker(0);
    throw error;
  });
  const marker = { host, projectId, pid: child.pid!, hub, owner: process.pid };
  store.writeMarker(marker);
  return { child, marker, owned: true };
}

/**
 * Another server or CLI on this data folder is starting its emulator, or starting it again: waits until it answers
 * (then it is reused), or says what holds the folder when it does not.
 */
async function awaitOtherOwner(store: AccountStore, host: string, projectId: string) {
  const deadline = Date.now() + OTHER_START_MS;
  for (;;) {
    const marker = store.readMarker();
    if (!marker || marker.owner === process.pid || !processAlive(marker.owner)) return;
    if (marker.host !== host || marker.projectId !== projectId) return;
    if ((await portTaken(host)) && (await store.ours(host, projectId))) return;
    if (Date.now() > deadline)
      throw new Error(
        `process ${marker.owner} started the Auth emulator for ${store.dir} at ${host}, and it has not answered for ` +
          `${OTHER_START_MS / 1000} s: stop process ${marker.owner}, or give this one its own database (DATABASE_URL).`,
      );
    await sleep(250);
  }
}

const OTHER_START_MS = 120_000;
/** Missed answers in a row before an emulator whose process still runs counts as hung and is started again. */
const HUNG_AFTER_MISSES = 3;

function supervise(
  host: string,
  projectId: string,
  store: AccountStore | undefined,
  run: Running,
  options: EmulatorOptions & { say: (line: string) => void },
): AccountEmulator {
  let answering = true;
  let misses = 0;
  let closed: Promise<void> | undefined;
  let lastSaved: string | undefined;
  // One save at a time: a timer's save and the final one never interleave their renames.
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    const hub = run.marker?.hub;
    if (!store || !run.owned || !hub) return saving;
    // A save that failed (the emulator was down) is over: the next one runs all the same.
    return (saving = saving.catch(() => undefined).then(() => store.save(hub)));
  };
  const saveFailed = (error: unknown) => options.onSaveError?.(error);

  const restart = async () => {
    const pid = run.child?.pid ?? run.marker?.pid;
    if (pid && processAlive(pid)) process.kill(pid, 'SIGKILL');
    if (run.child) await stopChild(run.child, 'SIGKILL', 2_000);
    run = store ? await startOwned(store, host, projectId) : { child: await launch(host, projectId, {}), owned: true };
    watchExit();
    lastSaved = undefined;
    options.say(`The Auth emulator at ${host} had stopped answering: started it again with the last saved accounts.`);
  };

  let checking: Promise<void> | undefined;
  const check = () =>
    (checking ??= (async () => {
      try {
        if (closed) return;
        if (await emulatorAnswers(host, projectId)) {
          misses = 0;
          answering = true;
          // A failed save is reported, and tried again at the next look: the emulator itself still answers.
          if (store && run.owned) await saveIfChanged().catch(saveFailed);
          return;
        }
        misses++;
        const exited = run.child && (run.child.exitCode !== null || run.child.signalCode !== null);
        if (!exited && misses < HUNG_AFTER_MISSES) return;
        answering = false;
        if (!run.owned) {
          // Its owner starts it again; this process takes over only once the owner is gone.
          const marker = store?.readMarker();
          if (marker && marker.owner !== process.pid && processAlive(marker.owner)) return;
        }
        if (!closed) await restart();
        answering = await emulatorAnswers(host, projectId);
        misses = 0;
      } catch (error) {
        answering = false;
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        options.say(`The Auth emulator at ${host} could not be started again (${why}); trying again.`);
      } finally {
        checking = undefined;
      }
    })());

  const saveIfChanged = async () => {
    const now = await accountsFingerprint(host, projectId);
    // The first look saves whatever is there: accounts made before it are changes too.
    if (now === lastSaved) return;
    await save();
    lastSaved = now;
  };

  const watchExit = () => run.child?.once('exit', () => void check());
  watchExit();
  const watch = setInterval(() => void check(), options.watchEveryMs ?? 2_000);
  watch.unref();
  const backstop = setInterval(() => save().catch(saveFailed), options.saveEveryMs ?? 60_000);
  backstop.unref();

  const close = () =>
    (closed ??= (async () => {
      clearInterval(watch);
      clearInterval(backstop);
      await checking;
      if (!run.owned) return;
      try {
        await save();
      } finally {
        await (run.child ? stopEmulator(run.child) : stopPid(run.marker!.pid));
        if (run.marker) store?.removeMarker(run.marker.pid);
      }
    })());
  return { save, close, answering: () => answering };
}

/**
 * What the accounts are, as a digest: changes when someone signs up, changes a password or a profile, or is deleted,
 * not when someone merely signs in.
 */
async function accountsFingerprint(host: string, projectId: string): Promise<string> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: '{}',
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`the Auth emulator could not list its accounts: ${res.status}`);
  const { userInfo = [] } = (await res.json()) as { userInfo?: Record<string, unknown>[] };
  const accounts = userInfo.map(({ lastLoginAt: _login, lastRefreshAt: _refresh, ...account }) => account);
  return createHash('sha256').update(JSON.stringify(accounts)).digest('hex');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Has the emulator running for `dataDir` (a server's, or one a CLI started) write its accounts as they are now into
 * `to`, a new folder; false when none runs for it, and the last save is all there is.
 */
export async function exportRunningAccounts(
  host: string,
  projectId: string,
  dataDir: string,
  to: string,
): Promise<boolean> {
  const store = new AccountStore(dataDir);
  const marker = (await portTaken(host)) ? await store.ours(host, projectId) : undefined;
  if (!marker) return false;
  await exportTo(marker.hub, to);
  return complete(to);
}

function foreign(host: string, projectId: string, dataDir: string | undefined): Error {
  const whose = dataDir ? `the Auth emulator this server started for ${dataDir}` : `an Auth emulator for ${projectId}`;
  return new Error(
    `something else is answering at ${host} (FIREBASE_AUTH_EMULATOR_HOST), not ${whose}. ` +
      `Stop that program, or set FIREBASE_AUTH_EMULATOR_HOST to a free port (e.g. 127.0.0.1:9199).`,
  );
}

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
 * Runs first inside the emulator's process (a `--import` of its own): the emulator's API framework then compiles the
 * validator of a request or answer schema when that schema is first used, instead of every schema of the whole
 * Identity Toolkit API at start-up (three quarters of a start's CPU time; a run uses a handful). Every request is
 * still validated exactly as before. It reaches the framework through firebase-tools' own resolution, so it changes
 * the copy the emulator loads.
 */
export function lazySchemas(cli: string): string {
  const script = [
    `import { createRequire } from 'node:module';`,
    `const options = createRequire(${JSON.stringify(cli)})('exegesis/lib/options');`,
    `const compile = options.compileOptions;`,
    `options.compileOptions = (given) => compile({ ...given, lazyCompileValidationSchemas: true });`,
  ].join(' ');
  return `data:text/javascript,${encodeURIComponent(script)}`;
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
    // Every port it opens is ours to choose: left to firebase-tools, the logging port is 4500 or the next free one,
    // and two emulators starting together on one machine take the same one and one of them exits.
    logging: { host: '127.0.0.1', port: await freePort() },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify({ emulators }));
  const args = ['--import', lazySchemas(cli), cli, 'emulators:start', '--only', 'auth', '--project', projectId];
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
  // A busy machine takes a minute or more to start firebase-tools.
  const timeoutMs = options.timeoutMs ?? 150_000;
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
