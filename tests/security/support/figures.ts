/**
 * The figures every run prints: each test file records what it checked, prints its own table when
 * it ends, and leaves a JSON copy in test-artifacts/figures/ so `npx tsx tests/security/support/print-figures.ts`
 * can print the whole table for the run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIGURES_DIR = join('test-artifacts', 'figures');

export interface Figure {
  readonly area: string;
  readonly what: string;
  readonly value: string | number;
}

export function figures(file: string) {
  const rows: Figure[] = [];
  return {
    add(area: string, what: string, value: string | number) {
      const existing = rows.findIndex((r) => r.area === area && r.what === what);
      if (existing >= 0) rows.splice(existing, 1, { area, what, value });
      else rows.push({ area, what, value });
    },
    /** Adds to a numeric figure (creating it at 0). */
    count(area: string, what: string, by = 1) {
      const current = rows.find((r) => r.area === area && r.what === what);
      this.add(area, what, Number(current?.value ?? 0) + by);
    },
    print() {
      if (rows.length === 0) return;
      mkdirSync(FIGURES_DIR, { recursive: true });
      writeFileSync(join(FIGURES_DIR, `${file}.json`), JSON.stringify(rows, null, 2));
      console.log(`\n${table(`figures: ${file}`, rows)}\n`);
    },
  };
}

export function table(title: string, rows: readonly Figure[]): string {
  const widths = [
    Math.max(4, ...rows.map((r) => r.area.length)),
    Math.max(4, ...rows.map((r) => r.what.length)),
    Math.max(5, ...rows.map((r) => String(r.value).length)),
  ];
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    title,
    line(['area', 'what', 'value']),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line([r.area, r.what, String(r.value)])),
  ].join('\n');
}
