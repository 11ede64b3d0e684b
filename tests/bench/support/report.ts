/** One line of the printed table; the JSON file keeps the raw figures beside it. */
export interface Line {
  readonly section: string;
  readonly name: string;
  readonly figures: string;
  readonly target?: string;
  /** undefined: no target, or not measured this run. */
  readonly met?: boolean;
}

export interface SectionResult {
  readonly lines: Line[];
  readonly data: unknown;
}

export function printTable(lines: readonly Line[]): void {
  const rows = [
    ['section', 'measure', 'figures', 'target', 'met'],
    ...lines.map((l) => [
      l.section,
      l.name,
      l.figures,
      l.target ?? '',
      l.met === undefined ? '' : l.met ? 'yes' : 'NO',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const format = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(`\n${format(rows[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows.slice(1)) console.log(format(r));
}
