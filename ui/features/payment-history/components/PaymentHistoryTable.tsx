import type { PaymentDto } from '@contract';
import { totalPaid } from '@domain/payment.ts';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { formatDate } from '@/lib/format.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';

const COLUMNS: Column<PaymentDto>[] = [
  { header: 'Date', cell: (p) => <span className="whitespace-nowrap">{formatDate(p.paidAt)}</span> },
  { header: 'Month', cell: (p) => p.month },
  { header: 'Rent', cell: (p) => <Taka amount={p.rent} />, numeric: true },
  { header: 'Discount', cell: (p) => `${p.discount}%`, numeric: true },
  // Total Paid: rent x (1 - discount/100), computed by the shared domain rule.
  {
    header: 'Total Paid',
    cell: (p) => (
      <strong>
        <Taka amount={totalPaid(p.rent, p.discount)} />
      </strong>
    ),
    numeric: true,
  },
  { header: 'Transaction ID', cell: (p) => <code className="text-xs break-all">{p.transactionId}</code> },
  {
    header: 'Receipt',
    cell: (p) => (
      <ReceiptLink number={p.receiptNumber} label={`Receipt for ${p.month}`} missing="Not available">
        Receipt
      </ReceiptLink>
    ),
  },
];

export function PaymentHistoryTable({ payments }: { payments: PaymentDto[] }) {
  return (
    <DataTable
      caption="Payment history"
      columns={COLUMNS}
      rows={payments}
      rowKey={(p) => p._id}
      empty="No payments found"
    />
  );
}
