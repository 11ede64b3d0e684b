import type { CouponDto } from '@contract/coupons';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
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
  const t = useT();
  const [text, tone] = isExpired(coupon, today)
    ? [t('coupons.expired'), 'bg-red-100 text-red-900']
    : coupon.isActive
      ? [t('coupons.active'), 'bg-green-100 text-green-900']
      : [t('coupons.inactive'), 'bg-slate-200 text-slate-800'];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

/**
 * A table from tablet width up; on a phone seven columns would hide the status and the switch off to the side, so
 * each coupon is a card there instead. Only one of the two is displayed (and so read out) at a time.
 */
export function CouponsTable({ coupons, toggling, onToggle, today }: Props) {
  const t = useT();
  const format = useFormat();
  // Local midnight, so the day shown is the day stored.
  const expiry = (c: CouponDto) =>
    c.expiresOn ? format.date(`${c.expiresOn}T00:00:00`) : <span className="text-slate-600">{t('coupons.never')}</span>;
  const toggle = (c: CouponDto, className = '') => (
    <Button
      variant="secondary"
      className={className}
      disabled={toggling === c.code}
      onClick={() => onToggle(c)}
      aria-label={t(c.isActive ? 'coupons.disableCode' : 'coupons.enableCode', { code: c.code })}
    >
      {c.isActive ? t('coupons.disable') : t('coupons.enable')}
    </Button>
  );
  const columns: Column<CouponDto>[] = [
    { header: t('coupons.code'), cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
    { header: t('coupons.discount'), cell: (c) => `${format.number(c.discountPercentage)}%`, numeric: true },
    { header: t('coupons.description'), cell: (c) => c.description, wrap: true },
    { header: t('coupons.useLimitHeader'), cell: (c) => t(LIMIT_LABELS[c.limit]) },
    { header: t('coupons.expires'), cell: expiry },
    { header: t('coupons.status'), cell: (c) => <StatusBadge coupon={c} today={today} /> },
    { header: t('coupons.action'), cell: (c) => toggle(c) },
  ];
  if (coupons.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {t('coupons.empty')}
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption={t('coupons.caption')} columns={columns} rows={coupons} rowKey={(c) => c._id} empty="" />
      </div>
      <ul aria-label={t('coupons.caption')} className="flex flex-col gap-3 md:hidden">
        {coupons.map((c) => (
          <li key={c._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-mono font-semibold break-all text-slate-900">{c.code}</p>
              <StatusBadge coupon={c} today={today} />
            </div>
            <p className="mt-1 text-slate-800">
              <span className="font-semibold">
                {t('coupons.percentOff', { percent: format.number(c.discountPercentage) })}
              </span>{' '}
              {c.description}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-2">
              <div>
                <dt className="text-xs text-slate-600">{t('coupons.useLimit')}</dt>
                <dd className="text-slate-900">{t(LIMIT_LABELS[c.limit])}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{t('coupons.expires')}</dt>
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
