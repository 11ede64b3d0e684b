import Marquee from 'react-fast-marquee';
import type { CouponDto } from '@contract';
import { StatusText } from '@/components/ui/StatusText.tsx';

export const MARQUEE_SPEED = 60;

type Props =
  | { status: 'loading' }
  | { status: 'ready'; coupons: readonly Pick<CouponDto, 'code' | 'description' | 'discountPercentage'>[] };

/** Coupon marquee: speed 60, pauses on hover, cards at least 220 px wide; the empty text also covers failure. */
export function CouponMarquee(props: Props) {
  if (props.status === 'loading') return <StatusText>Loading coupons...</StatusText>;
  if (props.coupons.length === 0) return <StatusText>No active coupons available right now.</StatusText>;
  return (
    <Marquee speed={MARQUEE_SPEED} pauseOnHover autoFill gradient={false} className="py-2">
      {props.coupons.map((coupon) => (
        <article
          key={coupon.code}
          data-testid="coupon-card"
          className="mx-3 min-w-[220px] rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-5 py-4 text-center shadow-sm"
        >
          <p className="font-mono text-lg font-bold tracking-wider text-slate-900">{coupon.code}</p>
          <p className="mt-1 text-sm text-slate-700">{coupon.description}</p>
          <p className="mt-2 text-xl font-extrabold text-amber-800">{coupon.discountPercentage}% OFF</p>
        </article>
      ))}
    </Marquee>
  );
}
