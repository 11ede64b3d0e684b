import type { CollectionRowDto } from '@contract/payments';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Person } from '@/components/ui/Person.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';

const BADGE: Record<CollectionRowDto['state'], string> = {
  paid: 'bg-green-100 text-green-900',
  'part-paid': 'bg-sky-100 text-sky-900',
  unpaid: 'bg-amber-100 text-amber-900',
};

/** Paid in full, part paid (some of the rent settled, however it came), or unpaid. */
export function PaidBadge({ state }: { state: CollectionRowDto['state'] }) {
  const t = useT();
  const words = {
    paid: t('rentCollection.paid'),
    'part-paid': t('rentCollection.partPaid'),
    unpaid: t('rentCollection.unpaid'),
  };
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[state]}`}>
      {words[state]}
    </span>
  );
}

/** What came in: the amount paid, and of a month part paid, out of what rent. */
function AmountPaid({ row }: { row: CollectionRowDto }) {
  const t = useT();
  if (row.state === 'unpaid') return <span className="text-slate-600">-</span>;
  return (
    <>
      <Taka amount={row.amountPaid} />
      {row.state === 'part-paid' && (
        <span className="block text-xs font-normal text-slate-600">
          {t('rentCollection.ofDue', { due: <Taka amount={row.rentDue} /> })}
        </span>
      )}
    </>
  );
}

/** The day the money came in, and under it how: card, cash, bank transfer, cheque, bKash or Nagad. */
function PaidOn({ row }: { row: CollectionRowDto }) {
  const t = useT();
  const format = useFormat();
  if (row.paidOn === null) return <span className="text-slate-600">-</span>;
  return (
    <>
      {format.day(row.paidOn)}
      {row.method !== null && (
        <span className="block text-xs text-slate-600">{t(`rentCollection.method.${row.method}`)}</span>
      )}
    </>
  );
}

const apartment = (t: Translate, number: (n: number) => string, r: CollectionRowDto) =>
  t('rentCollection.apartment', { block: r.block, floor: number(r.floor), number: r.number });

/** The admin opens any paying member's receipt from their row; the card on a phone has no header, so it says more. */
const receipt = (t: Translate, r: CollectionRowDto, prefixed: boolean) => {
  const number = r.receiptNumber === null ? '' : formatReceiptNumber(r.receiptNumber);
  return (
    <ReceiptLink
      number={r.receiptNumber}
      label={t('rentCollection.receiptLabel', { number, name: r.memberName })}
      missing="-"
    >
      {prefixed ? t('rentCollection.receiptPrefix', { number }) : number}
    </ReceiptLink>
  );
};

/** The table's columns, in the reader's language. */
function useColumns(): Column<CollectionRowDto>[] {
  const t = useT();
  const format = useFormat();
  return [
    {
      header: t('rentCollection.member'),
      cell: (r) => <Person name={r.memberName} email={r.memberEmail} />,
      wrap: true,
    },
    { header: t('rentCollection.apartmentHeader'), cell: (r) => apartment(t, format.number, r) },
    { header: t('rentCollection.rentDueHeader'), cell: (r) => <Taka amount={r.rentDue} />, numeric: true },
    { header: t('rentCollection.status'), cell: (r) => <PaidBadge state={r.state} /> },
    { header: t('rentCollection.amountPaid'), cell: (r) => <AmountPaid row={r} />, numeric: true },
    { header: t('rentCollection.paidOnHeader'), cell: (r) => <PaidOn row={r} /> },
    { header: t('rentCollection.receipt'), cell: (r) => receipt(t, r, false) },
  ];
}

/**
 * Everyone whose lease covers `month` (YYYY-MM), former members included. A table from tablet width up; on a phone
 * seven columns would scroll sideways, so each member is a card there instead. Only one of the two is displayed (and
 * so read out) at a time.
 */
export function CollectionTable({ rows, month }: { rows: CollectionRowDto[]; month: string }) {
  const t = useT();
  const format = useFormat();
  const columns = useColumns();
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {/* A month nobody rented: before anyone moved in, or after everyone left. */}
        {t('rentCollection.nobodyCovers', { month: format.month(month) })}
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={t('rentCollection.byMember')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.memberEmail}
          empty=""
          // Below md the screen shows its own cards instead.
          stackOnPhone={false}
        />
      </div>
      <ul aria-label={t('rentCollection.byMember')} className="flex flex-col gap-3 md:hidden">
        {rows.map((r) => (
          <li key={r.memberEmail} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <Person name={r.memberName} email={r.memberEmail} />
              <PaidBadge state={r.state} />
            </div>
            <p className="mt-2 text-slate-800">{apartment(t, format.number, r)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-2">
              <div>
                <dt className="text-xs text-slate-600">{t('rentCollection.rentDue')}</dt>
                <dd className="font-semibold text-slate-900">
                  <Taka amount={r.rentDue} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  {r.paidOn ? t('rentCollection.paidOn', { date: format.day(r.paidOn) }) : t('rentCollection.paid')}
                </dt>
                <dd className="font-semibold text-slate-900">
                  {r.state === 'unpaid' ? t('rentCollection.nothingYet') : <AmountPaid row={r} />}
                </dd>
                {r.method !== null && (
                  <dd className="text-xs text-slate-700">{t(`rentCollection.method.${r.method}`)}</dd>
                )}
              </div>
            </dl>
            {r.receiptNumber !== null && <div className="mt-3">{receipt(t, r, true)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
