import { useLayoutEffect, useRef, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import type { BooksCollectionDto } from '@contract/ledger';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useLocale, useT } from '@/lib/i18n/intl.tsx';

/** The chart's height; its width is its container's. */
const HEIGHT = 280;
/** Below this width every other month is named under the bars, so the names never run together. */
const NARROW = 480;
const BILLED = '#94a3b8'; // slate-400
const COLLECTED = '#0369a1'; // sky-700

/** The width the chart has to draw in, followed as the window changes; 0 until the page is laid out. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A month's figures beside the bar under the pointer: the month in full, each amount in taka. */
function Figures({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  const format = useFormat();
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-semibold text-slate-900">{format.month(String(label))}</p>
      {payload.map((p) => (
        <p key={String(p.dataKey)} className="flex justify-between gap-4 tabular-nums">
          <span className="flex items-center gap-1.5 text-slate-700">
            <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: p.color }} />
            {p.name}
          </span>
          <span className="text-slate-900">
            <Taka amount={Number(p.value)} />
          </span>
        </p>
      ))}
    </div>
  );
}

/**
 * Billed against collected for each of the twelve months, as bars side by side: short month names under them (every
 * other one on a phone), amounts in short form on the side, each month's figures in its tooltip. The figures are in
 * the table under the chart for anyone who does not see it, so the drawing itself is hidden from screen readers.
 */
export default function BilledCollectedChart({ data }: { data: BooksCollectionDto }) {
  const t = useT();
  const { intl } = useLocale();
  const [ref, width] = useWidth();
  const shortMonth = (key: string) =>
    intl.formatDate(new Date(`${key}-15T00:00:00Z`), { month: 'short', timeZone: 'UTC' });
  const compact = (n: number) => intl.formatNumber(n, { notation: 'compact', maximumFractionDigits: 1 });
  const billed = String(t('books.collection.billed'));
  const collected = String(t('books.collection.collected'));
  const rows = data.months.map((m) => ({ month: m.month, billed: m.billed, collected: m.collected }));

  return (
    <div ref={ref} className="w-full" style={{ height: HEIGHT }} aria-hidden="true">
      {width > 0 && (
        <BarChart
          width={width}
          height={HEIGHT}
          data={rows}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="month"
            // On a phone every other month is named, counting back from the current one, which is always named.
            tickFormatter={(key: string, index: number) =>
              width >= NARROW || (rows.length - 1 - index) % 2 === 0 ? shortMonth(key) : ''
            }
            interval={0}
            tick={{ fontSize: 12, fill: '#334155' }}
            tickLine={false}
          />
          <YAxis
            tickFormatter={compact}
            width={width < NARROW ? 40 : 56}
            tick={{ fontSize: 12, fill: '#334155' }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip content={(props) => <Figures {...props} />} cursor={{ fill: '#f1f5f9' }} />
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            formatter={(name: string) => <span className="text-slate-800">{name}</span>}
          />
          <Bar dataKey="billed" name={billed} fill={BILLED} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="collected" name={collected} fill={COLLECTED} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </div>
  );
}
