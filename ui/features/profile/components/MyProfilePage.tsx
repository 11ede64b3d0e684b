import { currentUser, useAuth } from '../../auth/auth-context.ts';
import { StatusText } from '../../../components/ui/StatusText.tsx';
import { ErrorBanner } from '../../../components/ui/Banner.tsx';
import { DashboardPage } from '../../dashboard/components/DashboardPage.tsx';
import { useDashboardRole } from '../../dashboard/components/DashboardLayout.tsx';
import { useMyAgreement } from '../api/my-agreement.ts';
import { ProfileCard } from './ProfileCard.tsx';

export default function MyProfilePage() {
  const user = currentUser(useAuth().state);
  const role = useDashboardRole();
  const agreement = useMyAgreement();
  return (
    <DashboardPage title="My Profile">
      {agreement.isPending ? (
        <StatusText>Loading profile...</StatusText>
      ) : agreement.isError || !user ? (
        <ErrorBanner>Failed to load profile information</ErrorBanner>
      ) : (
        <ProfileCard user={user} role={role} agreement={agreement.data} />
      )}
    </DashboardPage>
  );
}
