import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { EmailChoicesCard } from '@/components/EmailChoicesCard.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useAdminSummary } from '../api/admin-summary.ts';
import { useMaintenanceSummary } from '../api/maintenance-summary.ts';
import { useFailedEmailCount } from '../api/failed-emails.ts';
import { AdminProfile } from './AdminProfile.tsx';
import { FailedEmails } from './FailedEmails.tsx';
import { MaintenanceSummary } from './MaintenanceSummary.tsx';

export default function AdminProfilePage() {
  const t = useT();
  const user = currentUser(useAuth().state);
  const summary = useAdminSummary();
  const maintenance = useMaintenanceSummary();
  const failedEmails = useFailedEmailCount();
  if (!user) return null;
  return (
    <DashboardPage title={t('admin.title')}>
      <AdminProfile
        user={user}
        attention={<FailedEmails count={failedEmails.data} failed={failedEmails.isError} />}
        summary={
          summary.data ??
          (summary.isError ? (
            <ErrorBanner>{t('admin.summaryFailed')}</ErrorBanner>
          ) : (
            <StatusText>{t('admin.summaryLoading')}</StatusText>
          ))
        }
      />
      <MaintenanceSummary summary={maintenance.data} failed={maintenance.isError} />
      <EmailChoicesCard role="admin" />
    </DashboardPage>
  );
}
