/**
 * The Auth emulator's process compiles the validator of each API schema when the schema is first used: compiling
 * them all at start-up was most of a start's CPU time. Requests are still validated as before.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazySchemas } from '../../../adapters/identity/auth-emulator.ts';
import { EMULATOR_HOST } from '../../support/emulator.ts';

const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');

/** What the emulator's API framework would be told, in a process started with `nodeArgs`. */
function frameworkOptions(nodeArgs: string[]): { lazyCompileValidationSchemas: boolean } {
  const script = [
    `const options = require('node:module').createRequire(${JSON.stringify(cli)})('exegesis/lib/options');`,
    `process.stdout.write(JSON.stringify(options.compileOptions({})));`,
  ].join(' ');
  return JSON.parse(execFileSync(process.execPath, [...nodeArgs, '-e', script], { encoding: 'utf8' }));
}

describe('the Auth emulator’s API schemas', () => {
  it('are compiled when first used in the process the product starts, where the framework would compile them all at start-up', () => {
    expect(frameworkOptions([]).lazyCompileValidationSchemas).toBe(false);
    expect(frameworkOptions(['--import', lazySchemas(cli)]).lazyCompileValidationSchemas).toBe(true);
  });

  it('still refuse a request their schema refuses, in the emulator the tests run', async () => {
    const res = await fetch(
      `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'schema-check@example.com', password: { not: 'a string' } }),
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/password must be string/);
  });
});
