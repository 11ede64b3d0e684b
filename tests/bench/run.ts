/**
 * `npm run bench` (everything, several minutes) and `npm run bench:smoke` (seconds: small sizes, short loads, no
 * Lighthouse or start-up). Prints a table and writes bench-results/<mode>-<time>.json. Figures are printed, never
 * asserted: the machines are shared and noisy, so the ratios measured within one run are what to compare.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchApi } from './api.ts';
import { benchFirstPage, type Form } from './first-page.ts';
import { benchFloor } from './floor.ts';
import { benchGrowth } from './growth.ts';
import { benchStartup } from './startup.ts';
import { printTable, type Line, type SectionResult } from './support/report.ts';

const smoke = process.argv.includes('--smoke');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (section: string) => !only || only.includes(section);
/** --forms=mobile: Lighthouse's phone only (or desktop only); --lighthouse-runs=3: the median of three runs. */
const forms = process.argv
  .find((a) => a.startsWith('--forms='))
  ?.slice('--forms='.length)
  .split(',') as Form[] | undefined;
const lighthouseRuns = Number(
  process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length) ?? 1,
);
if (forms?.some((f) => f !== 'desktop' && f !== 'mobile')) throw new Error('--forms= takes desktop, mobile or both');
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--lighthouse-runs= takes a whole number');

/** BENCH_COMPARE_TREES=label=dir,label=dir: other checkouts to load beside this one (see api.ts). */
const compareTrees = () =>
  (process.env.BENCH_COMPARE_TREES ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]);

const sections: [string, () => Promise<SectionResult>][] = [
  [
    'api',
    () =>
      benchApi(
        smoke
          ? { apartments: 1000, seconds: 1, rounds: 1 }
          : { apartments: 1000, seconds: 5, rounds: 3, compareTrees: compareTrees() },
      ),
  ],
  [
    'floor',
    () => benchFloor(smoke ? { seconds: 1, rounds: 1 } : { seconds: 5, rounds: 3, compareTrees: compareTrees() }),
  ],
  [
    'growth',
    () =>
      benchGrowth(
        smoke
          ? { small: { apartments: 1000, payments: 1200 }, large: { apartments: 5000, payments: 12_000 }, calls: 50 }
          : {
              small: { apartments: 1000, payments: 10_000 },
              large: { apartments: 100_000, payments: 1_000_000 },
              calls: 300,
              postgresUrl: process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL,
            },
      ),
  ],
  [
    'first-page',
    () =>
      benchFirstPage({
        build: process.argv.includes('--build'),
        buildIfMissing: !smoke,
        lighthouse: !smoke,
        forms,
        runs: lighthouseRuns,
      }),
  ],
  ...(smoke ? [] : [['startup', benchStartup] as [string, () => Promise<SectionResult>]]),
];

const lines: Line[] = [];
const data: Record<string, unknown> = {};
for (const [name, run] of sections) {
  if (!wanted(name)) continue;
  console.log(`--- ${name}`);
  // One section failing (a server that will not start, say) must not lose the figures of the others.
  try {
    const result = await run();
    lines.push(...result.lines);
    data[name] = result.data;
  } catch (error) {
    console.error(error);
    lines.push({
      section: name,
      name: 'FAILED',
      figures: String(error instanceof Error ? error.message.split('\n')[0] : error),
      met: false,
    });
    data[name] = { error: String(error) };
    // Figures never fail a run, but a benchmark that cannot run is broken code: CI must hear of it.
    process.exitCode = 1;
  }
}
printTable(lines);
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/${smoke ? 'smoke' : 'full'}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ smoke, at: new Date().toISOString(), lines, data }, null, 2));
console.log(
  `\nwritten to ${file}; the machine is shared, so compare ratios from one run, not absolute figures across runs`,
);
