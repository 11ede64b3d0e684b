import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useAnnouncements } from '../api/announcements.ts';
import { AnnouncementList } from './AnnouncementList.tsx';

export default function AnnouncementsPage() {
  const { data, isPending, isError } = useAnnouncements();
  return (
    <DashboardPage title="Announcements">
      {isPending ? (
        <StatusText>Loading announcements...</StatusText>
      ) : isError ? (
        <ErrorBanner>Failed to load announcements. Please try again.</ErrorBanner>
      ) : (
        <AnnouncementList announcements={data} />
      )}
    </DashboardPage>
  );
}
