import { useEffect } from 'react';
import { SectionHeading } from '@/components/ui/PageHeading.tsx';
import { useActiveCoupons } from '../api/active-coupons.ts';
import { CouponMarquee } from './CouponMarquee.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

/** The home page's coupon strip (container): a failed fetch is logged and shows the empty message. */
export function ActiveCoupons() {
  const { data, isPending, error } = useActiveCoupons();
  const t = useT();
  useEffect(() => {
    if (error) console.error('Failed to fetch coupons', error);
  }, [error]);
  return (
    <section aria-labelledby="coupons-heading" className="space-y-4">
      <SectionHeading id="coupons-heading">{t('home.activeCoupons')}</SectionHeading>
      {isPending ? (
        <CouponMarquee status="loading" />
      ) : (
        <CouponMarquee status="ready" coupons={(data ?? []).filter((c) => c.isActive !== false)} />
      )}
    </section>
  );
}
