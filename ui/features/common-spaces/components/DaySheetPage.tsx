import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { DaySheet } from './AdminBookings.tsx';

/** The front desk's view of the common spaces: a day's bookings, space by space, flat and member name only. */
export default function DaySheetPage() {
  const t = useT();
  return (
    <DashboardPage title={t('spaces.deskTitle')}>
      <p className="text-slate-700">{t('spaces.deskIntro')}</p>
      <DaySheet />
    </DashboardPage>
  );
}
