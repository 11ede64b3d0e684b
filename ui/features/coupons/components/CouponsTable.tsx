import type { CouponDto } from '../../../../adapters/http/contract.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable, type Column } from '../../../components/ui/DataTable.tsx';

interface Props {
  coupons: CouponDto[];
  toggling: string | null;
  onToggle: (coupon: CouponDto) => void;
}

export function CouponsTable({ coupons, toggling, onToggle }: Props) {
  const columns: Column<CouponDto>[] = [
    { header: 'Code', cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
    { header: 'Discount', cell: (c) => `${c.discountPercentage}%`, numeric: true },
    { header: 'Description', cell: (c) => c.description, wrap: true },
    {
      header: 'Status',
      cell: (c) => (
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${c.isActive ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}>
          {c.isActive ? 'Active' : 'Inactive'}
        </span>
      ),
    },
    {
      header: 'Action',
      cell: (c) => (
        <Button variant="secondary" disabled={toggling === c.code} onClick={() => onToggle(c)} aria-label={`${c.isActive ? 'Disable' : 'Enable'} ${c.code}`}>
          {c.isActive ? 'Disable' : 'Enable'}
        </Button>
      ),
    },
  ];
  return <DataTable caption="Coupons" columns={columns} rows={coupons} rowKey={(c) => c._id} empty="No coupons found" />;
}
