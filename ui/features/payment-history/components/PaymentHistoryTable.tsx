import { Link } from 'react-router-dom';
import type { PaymentDto } from '../../../../adapters/http/contract.ts';
import { totalPaid } from '../../../../domain/payment.ts';
import { DataTable, type Column } from '../../../components/ui/DataTable.tsx';
import { formatDate } from '../../dashboard/format.ts';
import { Taka } from '../../../components/ui/Taka.tsx';

const COLUMNS: Column<PaymentDto>[] = [
  { header: 'Date', cell: (p) => <span className="whitespace-nowrap">{formatDate(p.paidAt)}</span> },
  { header: 'Month', cell: (p) => p.month },
  { header: 'Rent', cell: (p) => <Taka amount={p.rent} />, numeric: true },
  { header: 'Discount', cell: (p) => `${p.discount}%`, numeric: true },
  // SPEC section 9: rent x (1 - discount/100), computed by the shared domain rule.
  { header: 'Total Paid', cell: (p) => <strong><Taka amount={totalPaid(p.rent, p.discount)} /></strong>, numeric: true },
  { header: 'Transaction ID', cell: (p) => <code className="text-xs break-all">{p.transactionId}</code> },
  { header: 'Receipt', cell: (p) => <ReceiptLink payment={p} /> },
];

/** Payments recorded before receipts existed have no number, so nothing to open. */
function ReceiptLink({ payment: p }: { payment: PaymentDto }) {
  if (p.receiptNumber === null) return <span className="text-slate-600">Not available</span>;
  return (
    <Link
      to={`/dashboard/receipts/${p.receiptNumber}`}
      aria-label={`Receipt for ${p.month}`}
      className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-slate-100"
    >
      Receipt
    </Link>
  );
}

export function PaymentHistoryTable({ payments }: { payments: PaymentDto[] }) {
  return <DataTable caption="Payment history" columns={COLUMNS} rows={payments} rowKey={(p) => p._id} empty="No payments found" />;
}
