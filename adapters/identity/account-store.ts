/** The embedded Auth emulator's data folder: its saved accounts and the marker of the emulator running for it. */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the launcher records in the data folder about the emulator it started for that folder. */
export interface Marker {
  host: string;
  projectId: string;
  /** The emulator's process and its hub (the export endpoint), which reports that pid. */
  pid: number;
  hub: string;
  /** The server or CLI that started it and saves it. */
  owner: number;
}

/** Has the emulator whose hub is `hub` write its accounts into `path`, a new folder. */
export async function exportTo(hub: string, path: string) {
  const res = await fetch(`${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, initiatedBy: 'lakeview-residency' }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`the Auth emulator could not save its accounts: ${res.status} ${await res.text()}`);
}

/**
 * The data folder: `accounts/` holds the last complete save (what the emulator imports), `emulator.json` the marker of
 * the running emulator, `work/` the emulator's own files. A save exports into a fresh `accounts.new-*` beside it and
 * swaps it in by renames, so a crash at any moment leaves one complete save behind (`recover` finds it).
 */
export class AccountStore {
  readonly workDir: string;
  private readonly accounts: string;
  private readonly markerFile: string;

  constructor(readonly dir: string) {
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
    await exportTo(hub, fresh);
    const old = join(this.dir, `accounts.old-${stamp}`);
    if (existsSync(this.accounts)) renameSync(this.accounts, old);
    renameSync(fresh, this.accounts);
    rmSync(old, { recursive: true, force: true });
  }

  /**
   * The marker, when the emulator answering at `host` is the one it names: same project, and its hub says its pid.
   * A hub that does not answer in time (a busy machine) is asked again before the emulator counts as not ours.
   */
  async ours(host: string, projectId: string, attempts = 3): Promise<Marker | undefined> {
    const marker = this.readMarker();
    if (!marker || marker.host !== host || marker.projectId !== projectId) return undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        const hub = (await (await fetch(`${marker.hub}/`, { signal: AbortSignal.timeout(3000) })).json()) as {
          pid?: number;
        };
        const running = (await (
          await fetch(`${marker.hub}/emulators`, { signal: AbortSignal.timeout(3000) })
        ).json()) as {
          auth?: { port?: number };
        };
        return hub.pid === marker.pid && String(running.auth?.port) === host.slice(host.lastIndexOf(':') + 1)
          ? marker
          : undefined;
      } catch {
        if (attempt >= attempts) return undefined;
        await new Promise((r) => setTimeout(r, 500));
      }
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

export const complete = (exportDir: string) => existsSync(join(exportDir, 'firebase-export-metadata.json'));
