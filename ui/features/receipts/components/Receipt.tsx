import type { ReactNode } from 'react';
import type { ReceiptDto } from '@contract';
import { formatReceiptNumber } from '@domain/payment.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { formatDate } from '@/lib/format.ts';

/**
 * The receipt itself: what a resident hands to an employer or keeps for their records. Plain type on white, so
 * it prints the same on any printer; everything fits one A4 page with room to spare.
 */
export function Receipt({ receipt: r }: { receipt: ReceiptDto }) {
  const discountAmount = r.rent - r.totalPaid;
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-center gap-3">
          <img src="/images/logo.svg" alt="" className="h-12 w-12" />
          <div>
            <p className="text-lg font-bold text-slate-900">{r.buildingName}</p>
            <p className="text-sm text-slate-600">{r.buildingAddress}</p>
          </div>
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            Rent Receipt
          </h1>
          <p className="text-sm text-slate-700">
            Receipt No. <strong className="tabular-nums">{formatReceiptNumber(r.receiptNumber)}</strong>
          </p>
          <p className="text-sm text-slate-700">Paid on {formatDate(r.paidAt)}</p>
        </div>
      </header>

      <dl className="grid gap-x-8 gap-y-4 py-5 sm:grid-cols-2">
        <Field label="Received from">
          <span className="block font-semibold">{r.memberName}</span>
          <Email address={r.memberEmail} />
        </Field>
        <Field label="Apartment">{`Floor ${r.floor}, Block ${r.block}, Room ${r.number}`}</Field>
        {/* The server writes the month as people read it: "November 2026". */}
        <Field label="Rent for">{r.month}</Field>
        <Field label="Transaction ID">
          <code className="text-sm break-all">{r.transactionId}</code>
        </Field>
      </dl>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">Amounts</caption>
        <tbody className="divide-y divide-slate-200 border-y border-slate-200">
          <Line label="Monthly rent">
            <Taka amount={r.rent} />
          </Line>
          <Line label={`Discount (${r.discount}%)`}>
            {discountAmount > 0 ? <>&minus;</> : null}
            <Taka amount={discountAmount} />
          </Line>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 text-base font-bold text-slate-900">
              Total paid
            </th>
            <td className="py-3 text-right text-lg font-bold text-slate-900 tabular-nums" data-testid="receipt-total">
              <Taka amount={r.totalPaid} />
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-6 text-sm text-slate-600">
        Received with thanks. This receipt was issued by {r.buildingName}&rsquo;s records system and is valid without a
        signature.
      </p>
    </article>
  );
}

/** A long address may wrap after the "@" rather than anywhere in the middle of a word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <span className="block wrap-anywhere text-slate-700">
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </span>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className="py-3 font-medium text-slate-700">
        {label}
      </th>
      <td className="py-3 text-right text-slate-900 tabular-nums">{children}</td>
    </tr>
  );
}
