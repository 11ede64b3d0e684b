import { useMemo } from 'react';
import type { PaymentDto } from '@contract/payments';
import { amountDue } from '@domain/payments/payment.ts';
import { toTaka } from '@domain/shared/money.ts';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';

const columns = (t: Translate, format: ReturnType<typeof useFormat>): Column<PaymentDto>[] => [
  {
    header: t('payments.date'),
    cell: (p) => <span className="whitespace-nowrap">{format.date(p.paidAt)}</span>,
  },
  { header: t('payments.month'), cell: (p) => format.month(p.monthKey) },
  { header: t('payments.rent'), cell: (p) => <Taka amount={p.rent} />, numeric: true },
  { header: t('payments.discount'), cell: (p) => t('payments.percent', { discount: p.discount }), numeric: true },
  // Total Paid: the rent less the discount, computed by the shared domain rule.
  {
    header: t('payments.totalPaid'),
    cell: (p) => (
      <strong>
        <Taka amount={toTaka(amountDue(p.rent, p.discount))} />
      </strong>
    ),
    numeric: true,
  },
  {
    header: t('payments.transactionId'),
    cell: (p) => <code className="text-xs break-all">{p.transactionId}</code>,
  },
  {
    header: t('payments.receipt'),
    cell: (p) => (
      <ReceiptLink
        number={p.receiptNumber}
        label={t('payments.receiptFor', { month: format.month(p.monthKey) })}
        missing={t('payments.notAvailable')}
      >
        {t('payments.receipt')}
      </ReceiptLink>
    ),
  },
];

export function PaymentHistoryTable({ payments }: { payments: PaymentDto[] }) {
  const t = useT();
  const format = useFormat();
  const cols = useMemo(() => columns(t, format), [t, format]);
  return (
    <DataTable
      caption={t('payments.historyCaption')}
      columns={cols}
      rows={payments}
      rowKey={(p) => p._id}
      empty={t('payments.historyEmpty')}
    />
  );
}
