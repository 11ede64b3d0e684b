import type { ArrearsRowDto } from '@contract/payments';
import { Person } from '@/components/ui/Person.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

export function ResidencyBadge({ current }: { current: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${current ? 'bg-sky-100 text-sky-900' : 'bg-slate-200 text-slate-800'}`}
    >
      {current ? t('arrears.livingHere') : t('arrears.movedOut')}
    </span>
  );
}

/** The table's columns, in the reader's language. */
function useColumns(): Column<ArrearsRowDto>[] {
  const t = useT();
  const format = useFormat();
  const monthList = (months: readonly string[]) => months.map(format.month).join(', ');
  return [
    {
      header: t('arrears.member'),
      cell: (r) => <Person name={r.memberName} email={r.memberEmail} />,
      wrap: true,
    },
    { header: t('arrears.status'), cell: (r) => <ResidencyBadge current={r.current} /> },
    {
      header: t('arrears.monthsUnpaidHeader'),
      cell: (r) => (
        <>
          <span className="block font-semibold text-slate-900">{t('arrears.months', { count: r.months.length })}</span>
          <span className="block text-xs text-slate-600">{monthList(r.months)}</span>
        </>
      ),
      wrap: true,
    },
    { header: t('arrears.owed'), cell: (r) => <Taka amount={r.owed} />, numeric: true },
  ];
}

interface Props {
  rows: ArrearsRowDto[];
  /** What everyone owes together, taka. */
  total: number;
}

/**
 * Who owes rent, in the order the server sends (largest debt first), with the total. A table from tablet width up;
 * on a phone each person is a card instead. Only one of the two is displayed (and so read out) at a time.
 */
export function ArrearsTable({ rows, total }: Props) {
  const t = useT();
  const format = useFormat();
  const columns = useColumns();
  const foot = (
    <tr>
      <th scope="row" colSpan={columns.length - 1} className="px-3 py-3 text-right font-semibold text-slate-900">
        {t('arrears.totalOwed')}
      </th>
      <td className="px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">
        <Taka amount={total} />
      </td>
    </tr>
  );
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={t('arrears.byMember')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.memberEmail}
          empty=""
          foot={foot}
        />
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        <ul aria-label={t('arrears.byMember')} className="flex flex-col gap-3">
          {rows.map((r) => (
            <li key={r.memberEmail} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <Person name={r.memberName} email={r.memberEmail} />
                <ResidencyBadge current={r.current} />
              </div>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-2 border-t border-slate-100 pt-2">
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{t('arrears.monthsUnpaid', { count: r.months.length })}</dt>
                  <dd className="text-slate-800">{r.months.map(format.month).join(', ')}</dd>
                </div>
                <div className="text-right">
                  <dt className="text-xs text-slate-600">{t('arrears.owed')}</dt>
                  <dd className="font-semibold text-slate-900">
                    <Taka amount={r.owed} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <p className="flex items-center justify-between rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-900">
          <span>{t('arrears.totalOwed')}</span>
          <Taka amount={total} />
        </p>
      </div>
    </>
  );
}
