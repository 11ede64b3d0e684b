import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useDashboardRole } from '@/lib/auth/role.ts';
import { useDues } from '@/lib/api/dues.ts';
import { useMyAgreement } from '@/lib/api/my-agreement.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { RentStatusCard, type RentStatus } from './RentStatusCard.tsx';

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
        <>
          {role === 'member' && <MemberRentStatus />}
          <ProfileCard user={user} role={role} agreement={agreement.data} />
        </>
      )}
    </DashboardPage>
  );
}

/** Mounted for members only: the dues route is theirs alone, so users and admins never ask for it. */
function MemberRentStatus() {
  const dues = useDues();
  const status: RentStatus = dues.isPending
    ? { state: 'loading' }
    : dues.isError
      ? { state: 'failed' }
      : { state: 'ready', dues: dues.data };
  return <RentStatusCard status={status} />;
}
