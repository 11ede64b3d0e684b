import { useState } from 'react';
import toast from 'react-hot-toast';
import type { CouponField } from '@domain/coupons/coupon.ts';
import { dayIn } from '@domain/shared/month.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useBuildingTimeZone } from '@/lib/config/config-context.tsx';
import { useAddCoupon, useCoupons, useToggleCoupon, type CouponInput } from '../api/coupons.ts';
import { CouponForm, type CouponErrors } from './CouponForm.tsx';
import { CouponsTable } from './CouponsTable.tsx';

/** Today in the building's calendar, YYYY-MM-DD, wherever the admin's browser is. */
export const today = (timeZone: string, now = new Date()) => dayIn(now, timeZone);

export default function ManageCouponsPage() {
  const t = useT();
  const timeZone = useBuildingTimeZone();
  const coupons = useCoupons();
  const add = useAddCoupon();
  const toggle = useToggleCoupon();
  const [done, setDone] = useState<string | null>(null);

  const onAdd = async (input: CouponInput): Promise<true | CouponErrors> => {
    setDone(null);
    try {
      const coupon = await add.mutateAsync(input);
      setDone(t('coupons.added', { code: coupon.code }));
      return true;
    } catch (error) {
      // The server says what is wrong (a taken code, a discount outside 1-100): beside the field it names, if any.
      const fields = fieldErrorsOf<CouponField>(error);
      if (Object.keys(fields).length > 0) return fields;
      return { form: error instanceof Error ? error.message : t('coupons.addFailed') };
    }
  };

  return (
    <DashboardPage title={t('coupons.title')} wide>
      <CouponForm busy={add.isPending} done={done} onSubmit={onAdd} />
      {coupons.isPending ? (
        <StatusText>{t('coupons.loading')}</StatusText>
      ) : coupons.isError ? (
        <ErrorBanner>{t('coupons.loadFailed')}</ErrorBanner>
      ) : (
        <CouponsTable
          coupons={coupons.data}
          today={today(timeZone)}
          toggling={toggle.isPending ? (toggle.variables ?? null) : null}
          onToggle={(c) => toggle.mutate(c.code, { onError: (e) => toast.error(e.message) })}
        />
      )}
    </DashboardPage>
  );
}
