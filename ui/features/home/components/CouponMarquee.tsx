import { useState } from 'react';
import Marquee from 'react-fast-marquee';
import type { CouponDto } from '@contract/coupons';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { MotionToggle } from '@/components/ui/MotionToggle.tsx';
import { useReducedMotion } from '@/lib/use-reduced-motion.ts';
import { useT } from '@/lib/i18n/intl.tsx';

export const MARQUEE_SPEED = 60;

type Coupon = Pick<CouponDto, 'code' | 'description' | 'discountPercentage'>;

type Props = { status: 'loading' } | { status: 'ready'; coupons: readonly Coupon[] };

function CouponCard({ coupon }: { coupon: Coupon }) {
  const t = useT();
  return (
    <article
      data-testid="coupon-card"
      className="mx-3 min-w-[220px] rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-5 py-4 text-center shadow-sm"
    >
      <p className="font-mono text-lg font-bold tracking-wider text-slate-900">{coupon.code}</p>
      <p className="mt-1 text-sm text-slate-700">{coupon.description}</p>
      <p className="mt-2 text-xl font-extrabold text-amber-800">
        {t('home.percentOff', { percent: coupon.discountPercentage })}
      </p>
    </article>
  );
}

/**
 * Coupon marquee: speed 60, pauses on hover and with its Pause button, cards at least 220 px wide; the empty text also
 * covers failure. When the person's system asks for reduced motion the coupons stand still, side by side.
 */
export function CouponMarquee(props: Props) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const t = useT();
  if (props.status === 'loading') return <StatusText>{t('home.loadingCoupons')}</StatusText>;
  if (props.coupons.length === 0) return <StatusText>{t('home.noCoupons')}</StatusText>;
  if (reduced)
    return (
      <div className="flex flex-wrap justify-center gap-y-4 py-2">
        {props.coupons.map((coupon) => (
          <CouponCard key={coupon.code} coupon={coupon} />
        ))}
      </div>
    );
  return (
    <div className="flex flex-col items-end gap-2">
      <MotionToggle playing={!paused} onToggle={() => setPaused((p) => !p)} what={t('home.coupons')} />
      <Marquee speed={MARQUEE_SPEED} play={!paused} pauseOnHover autoFill gradient={false} className="py-2">
        {props.coupons.map((coupon) => (
          <CouponCard key={coupon.code} coupon={coupon} />
        ))}
      </Marquee>
    </div>
  );
}
