import type { ReactNode } from 'react';
import type { ReceiptDto } from '@contract/payments';
import type { PaymentMethod } from '@domain/ledger/ledger.ts';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { fromTaka, subtract, taka, toTaka } from '@domain/shared/money.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/** How it was paid, as the receipt says it; a new method does not compile until it has its words. */
const PAID_WORDS: Record<PaymentMethod, MessageId> = {
  card: 'receipts.paid.card',
  cash: 'receipts.paid.cash',
  bank: 'receipts.paid.bank',
  cheque: 'receipts.paid.cheque',
  bkash: 'receipts.paid.bkash',
  nagad: 'receipts.paid.nagad',
};

/**
 * The receipt itself: what a resident hands to an employer or keeps for their records. Plain type on white, so
 * it prints the same on any printer; everything fits one A4 page with room to spare. A card payment is one month's
 * rent (the month, the rent and the discount); money recorded at the office is for no one month: it says how it was
 * paid and the day it was received.
 */
export function Receipt({ receipt: r }: { receipt: ReceiptDto }) {
  const t = useT();
  const format = useFormat();
  const rent = r.method === 'card' && r.monthKey !== null && r.rent !== null && r.discount !== null;
  const discountAmount = r.rent !== null ? toTaka(subtract(taka(r.rent), fromTaka(r.totalPaid))) : 0;
  const paid = t(PAID_WORDS[r.method]);
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
            {t(rent ? 'receipts.heading' : 'receipts.paymentHeading')}
          </h1>
          <p className="text-sm text-slate-700">
            {t('receipts.number', {
              number: formatReceiptNumber(r.receiptNumber),
              b: (chunks) => <strong className="tabular-nums">{chunks}</strong>,
            })}
          </p>
          <p className="text-sm text-slate-700">
            {r.receivedOn !== null
              ? t('receipts.receivedOn', { date: format.day(r.receivedOn) })
              : t('receipts.paidOn', { date: format.date(r.paidAt) })}
          </p>
        </div>
      </header>

      {r.voided ? (
        <p className="mt-5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 print:border-slate-400 print:bg-white">
          {t('receipts.voided')}
        </p>
      ) : null}

      <dl className="grid gap-x-8 gap-y-4 py-5 sm:grid-cols-2">
        <Field label={t('receipts.receivedFrom')}>
          <span className="block font-semibold">{r.memberName}</span>
          <Email address={r.memberEmail} />
        </Field>
        <Field label={t('receipts.apartment')}>
          {t('receipts.apartmentValue', { floor: r.floor, block: r.block, flat: r.number })}
        </Field>
        {rent ? (
          <>
            <Field label={t('receipts.rentFor')}>{format.month(r.monthKey!)}</Field>
            <Field label={t('receipts.transactionId')}>
              <code className="text-sm break-all">{r.transactionId}</code>
            </Field>
          </>
        ) : (
          <Field label={t('receipts.paidHow')}>
            {r.reference !== null
              ? t('receipts.paidWithReference', {
                  paid,
                  reference: <code className="text-sm break-all">{r.reference}</code>,
                })
              : paid}
          </Field>
        )}
      </dl>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('receipts.amounts')}</caption>
        {rent ? (
          <tbody className="divide-y divide-slate-200 border-y border-slate-200">
            <Line label={t('receipts.monthlyRent')}>
              <Taka amount={r.rent!} />
            </Line>
            <Line label={t('receipts.discount', { discount: r.discount })}>
              {discountAmount > 0 ? <>&minus;</> : null}
              <Taka amount={discountAmount} />
            </Line>
          </tbody>
        ) : null}
        <tfoot className={rent ? undefined : 'border-y border-slate-200'}>
          <tr>
            <th scope="row" className="py-3 text-base font-bold text-slate-900">
              {t('receipts.totalPaid')}
            </th>
            <td className="py-3 text-right text-lg font-bold text-slate-900 tabular-nums" data-testid="receipt-total">
              <Taka amount={r.totalPaid} />
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-6 text-sm text-slate-600">{t('receipts.thanks', { building: r.buildingName })}</p>
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
