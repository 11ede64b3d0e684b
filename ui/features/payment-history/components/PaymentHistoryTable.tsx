import { useMemo } from 'react';
import type { PaymentDto } from '@contract/payments';
import type { CreditDto } from '@contract/ledger';
import type { PaymentMethod } from '@domain/ledger/ledger.ts';
import { amountDue } from '@domain/payments/payment.ts';
import { toTaka } from '@domain/shared/money.ts';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';

/** Each way of paying as the Method column names it; a new method does not compile until it has its words. */
const METHOD_WORDS: Record<PaymentMethod, MessageId> = {
  card: 'payments.method.card',
  cash: 'payments.method.cash',
  bank: 'payments.method.bank',
  cheque: 'payments.method.cheque',
  bkash: 'payments.method.bkash',
  nagad: 'payments.method.nagad',
};

/** A month's rent paid by card, or money the building recorded at the office (for no one month). */
type Row = { kind: 'card'; payment: PaymentDto; at: number } | { kind: 'recorded'; credit: CreditDto; at: number };

/** A building's day sorts at its noon, the same instant in every time zone the reader may be in. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** Card payments and recorded ones in one list, newest first. */
export function historyRows(payments: readonly PaymentDto[], recorded: readonly CreditDto[]): Row[] {
  return [
    ...payments.map((payment): Row => ({ kind: 'card', payment, at: Date.parse(payment.paidAt) })),
    ...recorded.map((credit): Row => ({ kind: 'recorded', credit, at: noonOf(credit.paidOn) })),
  ].sort((a, b) => b.at - a.at);
}

const columns = (t: Translate, format: ReturnType<typeof useFormat>): Column<Row>[] => {
  const none = <span className="text-slate-600">{t('payments.none')}</span>;
  return [
    {
      header: t('payments.date'),
      cell: (r) => (
        <span className="whitespace-nowrap">
          {r.kind === 'card' ? format.date(r.payment.paidAt) : format.day(r.credit.paidOn)}
        </span>
      ),
    },
    { header: t('payments.month'), cell: (r) => (r.kind === 'card' ? format.month(r.payment.monthKey) : none) },
    {
      header: t('payments.methodHeader'),
      cell: (r) => t(METHOD_WORDS[r.kind === 'card' ? r.payment.method : (r.credit.method ?? 'cash')]),
    },
    {
      header: t('payments.rent'),
      cell: (r) => (r.kind === 'card' ? <Taka amount={r.payment.rent} /> : none),
      numeric: true,
    },
    {
      header: t('payments.discount'),
      cell: (r) => (r.kind === 'card' ? t('payments.percent', { discount: r.payment.discount }) : none),
      numeric: true,
    },
    // Total Paid: for a card payment the rent less the discount, computed by the shared domain rule; for money
    // recorded at the office, what was received.
    {
      header: t('payments.totalPaid'),
      cell: (r) => (
        <strong>
          <Taka amount={r.kind === 'card' ? toTaka(amountDue(r.payment.rent, r.payment.discount)) : r.credit.amount} />
        </strong>
      ),
      numeric: true,
    },
    {
      header: t('payments.transactionId'),
      cell: (r) => {
        const reference = r.kind === 'card' ? r.payment.transactionId : r.credit.reference;
        return reference !== null ? <code className="text-xs break-all">{reference}</code> : none;
      },
      wrap: true,
    },
    {
      header: t('payments.receipt'),
      cell: (r) => (
        <ReceiptLink
          number={r.kind === 'card' ? r.payment.receiptNumber : r.credit.receiptNumber}
          label={
            r.kind === 'card'
              ? t('payments.receiptFor', { month: format.month(r.payment.monthKey) })
              : t('payments.receiptOf', { date: format.day(r.credit.paidOn) })
          }
          missing={t('payments.notAvailable')}
        >
          {t('payments.receipt')}
        </ReceiptLink>
      ),
    },
  ];
};

/**
 * Every payment the member made, newest first: card payments, one month's rent each, and payments the building
 * recorded at the office (cash, bank, cheque, bKash, Nagad), which are for no one month.
 */
export function PaymentHistoryTable({
  payments,
  recorded = [],
}: {
  payments: PaymentDto[];
  /** Payments recorded at the office, as the member's books list them. */
  recorded?: CreditDto[];
}) {
  const t = useT();
  const format = useFormat();
  const cols = useMemo(() => columns(t, format), [t, format]);
  const rows = useMemo(() => historyRows(payments, recorded), [payments, recorded]);
  return (
    <DataTable
      caption={t('payments.historyCaption')}
      columns={cols}
      rows={rows}
      rowKey={(r) => (r.kind === 'card' ? r.payment._id : r.credit.id)}
      empty={t('payments.historyEmpty')}
    />
  );
}
