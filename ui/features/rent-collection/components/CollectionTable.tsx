import type { CollectionRowDto } from '@contract';
import { formatMonth } from '@domain/month.ts';
import { formatReceiptNumber } from '@domain/payment.ts';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { formatDate } from '@/lib/format.ts';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';

export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${paid ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
    >
      {paid ? 'Paid' : 'Unpaid'}
    </span>
  );
}

const apartment = (r: CollectionRowDto) => `Block ${r.block}, Floor ${r.floor}, ${r.number}`;

/** The admin opens any paying member's receipt from their row; the card on a phone has no header, so it says more. */
const receipt = (r: CollectionRowDto, prefix: string) => {
  const number = r.receiptNumber === null ? '' : formatReceiptNumber(r.receiptNumber);
  return (
    <ReceiptLink number={r.receiptNumber} label={`Receipt ${number}, ${r.memberName}`} missing="-">
      {`${prefix}${number}`}
    </ReceiptLink>
  );
};

const COLUMNS: Column<CollectionRowDto>[] = [
  {
    header: 'Member',
    cell: (r) => (
      <>
        <span className="block font-semibold text-slate-900">{r.memberName}</span>
        <span className="block text-xs text-slate-600">
          <EmailText email={r.memberEmail} />
        </span>
      </>
    ),
    wrap: true,
  },
  { header: 'Apartment', cell: (r) => apartment(r) },
  { header: 'Rent Due', cell: (r) => <Taka amount={r.rentDue} />, numeric: true },
  { header: 'Status', cell: (r) => <PaidBadge paid={r.paid} /> },
  {
    header: 'Amount Paid',
    cell: (r) => (r.paid ? <Taka amount={r.amountPaid} /> : <span className="text-slate-600">-</span>),
    numeric: true,
  },
  { header: 'Paid On', cell: (r) => (r.paidAt ? formatDate(r.paidAt) : <span className="text-slate-600">-</span>) },
  { header: 'Receipt', cell: (r) => receipt(r, '') },
];

/** What a month nobody rented looks like: before anyone moved in, or after everyone left. */
export const nobodyCovers = (month: string) => `Nobody's lease covers ${formatMonth(month)}.`;

/**
 * Everyone whose lease covers `month` (YYYY-MM), former members included. A table from tablet width up; on a phone
 * six columns would scroll sideways, so each member is a card there instead. Only one of the two is displayed (and
 * so read out) at a time.
 */
export function CollectionTable({ rows, month }: { rows: CollectionRowDto[]; month: string }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {nobodyCovers(month)}
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption="Rent collection by member"
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.memberEmail}
          empty=""
          // Below md the screen shows its own cards instead.
          stackOnPhone={false}
        />
      </div>
      <ul aria-label="Rent collection by member" className="flex flex-col gap-3 md:hidden">
        {rows.map((r) => (
          <li key={r.memberEmail} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{r.memberName}</p>
                <p className="text-xs break-words text-slate-600">
                  <EmailText email={r.memberEmail} />
                </p>
              </div>
              <PaidBadge paid={r.paid} />
            </div>
            <p className="mt-2 text-slate-800">{apartment(r)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-2">
              <div>
                <dt className="text-xs text-slate-600">Rent due</dt>
                <dd className="font-semibold text-slate-900">
                  <Taka amount={r.rentDue} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{r.paidAt ? `Paid on ${formatDate(r.paidAt)}` : 'Paid'}</dt>
                <dd className="font-semibold text-slate-900">
                  {r.paid ? <Taka amount={r.amountPaid} /> : 'Nothing yet'}
                </dd>
              </div>
            </dl>
            {r.receiptNumber !== null && <div className="mt-3">{receipt(r, 'Receipt ')}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
