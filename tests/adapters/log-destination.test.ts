import { execFile } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination } from '../../adapters/log-destination.ts';

const run = promisify(execFile);
const dirs: string[] = [];
const logFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  dirs.push(dir);
  return join(dir, 'server.log');
};
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; n: number });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the log destination', () => {
  it('writes every line whole and in order, text in any script included, across many batches', async () => {
    const file = logFile();
    const fd = openSync(file, 'w');
    const destination = logDestination(fd);
    const logger = pino({ base: null }, destination);
    // Bangla takes three bytes a character: a destination counting characters for bytes would cut lines short.
    for (let n = 0; n < 3000; n++) logger.info({ n }, n % 2 ? 'ভাড়া পরিশোধ হয়েছে' : 'rent paid');
    await new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())));
    // Ending the destination closes its file and stops its timer: nothing of it may write once the test is over.
    await new Promise<void>((resolve) => {
      destination.once('close', () => resolve());
      destination.end();
    });

    const lines = linesOf(file);
    expect(lines.map((l) => l.n)).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    expect(lines[1]!.msg).toBe('ভাড়া পরিশোধ হয়েছে');
    expect(lines[2]!.msg).toBe('rent paid');
  });

  it('writes what it gathered before the process exits, without being asked to flush', async () => {
    const file = logFile();
    const module = pathToFileURL(join(process.cwd(), 'adapters/log-destination.ts')).href;
    const script = `
      import { openSync } from 'node:fs';
      import pino from 'pino';
      import { logDestination } from ${JSON.stringify(module)};
      const logger = pino({ base: null }, logDestination(openSync(${JSON.stringify(file)}, 'w')));
      for (let n = 0; n < 10; n++) logger.info({ n }, 'before exit');
      process.exit(0);
    `;
    await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);

    expect(linesOf(file).map((l) => l.n)).toEqual(Array.from({ length: 10 }, (_, n) => n));
  });
});
