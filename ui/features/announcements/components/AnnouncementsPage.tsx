import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useAnnouncements } from '../api/announcements.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { AnnouncementList } from './AnnouncementList.tsx';

export default function AnnouncementsPage() {
  const { data, isPending, isError } = useAnnouncements();
  const t = useT();
  return (
    <DashboardPage title={t('announcements.title')}>
      {isPending ? (
        <StatusText>{t('announcements.loading')}</StatusText>
      ) : isError ? (
        <ErrorBanner>{t('announcements.failed')}</ErrorBanner>
      ) : (
        <AnnouncementList announcements={data} />
      )}
    </DashboardPage>
  );
}
