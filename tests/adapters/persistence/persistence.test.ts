/**
 * One contract, three adapters (the memory one is a real adapter, not a mock): memory, SQLite and PostgreSQL
 * must answer alike, errors, ordering, atomicity and races included.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { figures } from '../../security/support/figures.ts';
import { STORE_KINDS, useStore, type Store, type StoreKind } from './stores.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

/** A contract suite: registers its cases for one store; some also need to know which kind of store it is. */
type Contract = (store: Store, kind: StoreKind['name']) => void;

/**
 * Every `*.contract.ts` file here or in an area's folder, found by the bundler rather than listed by hand, so a
 * new suite runs on every store without being registered anywhere. Each file exports its suites as `<name>Contract`.
 */
const CONTRACT_FILES = import.meta.glob<Record<string, unknown>>('./**/*.contract.ts', { eager: true });
const CONTRACTS = Object.entries(CONTRACT_FILES)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => name.endsWith('Contract') && typeof value === 'function')
      .map(([name, value]) => ({ file, name, register: value as Contract })),
  );

describe('the contract suites', () => {
  it('are every *.contract.ts file, each exporting at least one suite', () => {
    const files = Object.keys(CONTRACT_FILES);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !CONTRACTS.some((c) => c.file === file))).toEqual([]);
  });
});

// The run's summary says how many contract cases each adapter passed, so a skipped PostgreSQL half shows as 0.
const fig = figures('persistence');
for (const kind of STORE_KINDS) fig.add('persistence', `contract cases passed on ${kind.name}`, 0);
afterAll(() => fig.print());

describe.each(STORE_KINDS)('persistence contract on $name', (kind) => {
  afterEach(({ task }) => {
    if (!task.result?.errors?.length) fig.count('persistence', `contract cases passed on ${kind.name}`);
  });
  // A store that cannot run here is skipped test by test, so the summary counts every case it did not prove.
  describe.skipIf(kind.unavailable !== undefined)(kind.unavailable ? `SKIPPED: ${kind.unavailable}` : 'ports', () => {
    const store = useStore(kind);
    for (const contract of CONTRACTS) contract.register(store, kind.name);
  });
});
