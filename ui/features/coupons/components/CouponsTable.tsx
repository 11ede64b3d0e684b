import type { CouponDto } from '@contract';
import { formatDay } from '@domain/month.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { LIMIT_LABELS } from './coupon-words.ts';

interface Props {
  coupons: CouponDto[];
  toggling: string | null;
  onToggle: (coupon: CouponDto) => void;
  /** Today, YYYY-MM-DD: a coupon whose last day is before it has expired. */
  today: string;
}

/** Past its last day a coupon cannot be used, whether switched on or off: it reads as expired. */
export const isExpired = (c: CouponDto, today: string) => c.expiresOn !== null && c.expiresOn < today;

function StatusBadge({ coupon, today }: { coupon: CouponDto; today: string }) {
  const [text, tone] = isExpired(coupon, today)
    ? ['Expired', 'bg-red-100 text-red-900']
    : coupon.isActive
      ? ['Active', 'bg-green-100 text-green-900']
      : ['Inactive', 'bg-slate-200 text-slate-800'];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

const expiry = (c: CouponDto) => (c.expiresOn ? formatDay(c.expiresOn) : <span className="text-slate-600">Never</span>);

/**
 * A table from tablet width up; on a phone seven columns would hide the status and the switch off to the side, so
 * each coupon is a card there instead. Only one of the two is displayed (and so read out) at a time.
 */
export function CouponsTable({ coupons, toggling, onToggle, today }: Props) {
  const toggle = (c: CouponDto, className = '') => (
    <Button
      variant="secondary"
      className={className}
      disabled={toggling === c.code}
      onClick={() => onToggle(c)}
      aria-label={`${c.isActive ? 'Disable' : 'Enable'} ${c.code}`}
    >
      {c.isActive ? 'Disable' : 'Enable'}
    </Button>
  );
  const columns: Column<CouponDto>[] = [
    { header: 'Code', cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
    { header: 'Discount', cell: (c) => `${c.discountPercentage}%`, numeric: true },
    { header: 'Description', cell: (c) => c.description, wrap: true },
    { header: 'Use Limit', cell: (c) => LIMIT_LABELS[c.limit] },
    { header: 'Expires', cell: expiry },
    { header: 'Status', cell: (c) => <StatusBadge coupon={c} today={today} /> },
    { header: 'Action', cell: (c) => toggle(c) },
  ];
  if (coupons.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        No coupons found
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption="Coupons" columns={columns} rows={coupons} rowKey={(c) => c._id} empty="" />
      </div>
      <ul aria-label="Coupons" className="flex flex-col gap-3 md:hidden">
        {coupons.map((c) => (
          <li key={c._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-mono font-semibold break-all text-slate-900">{c.code}</p>
              <StatusBadge coupon={c} today={today} />
            </div>
            <p className="mt-1 text-slate-800">
              <span className="font-semibold">{c.discountPercentage}% off.</span> {c.description}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-2">
              <div>
                <dt className="text-xs text-slate-600">Use limit</dt>
                <dd className="text-slate-900">{LIMIT_LABELS[c.limit]}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Expires</dt>
                <dd className="text-slate-900">{expiry(c)}</dd>
              </div>
            </dl>
            {toggle(c, 'mt-3 w-full')}
          </li>
        ))}
      </ul>
    </>
  );
}
