import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { EmailChoicesCard } from '@/components/EmailChoicesCard.tsx';
import { useDashboardRole, useFormerResident } from '@/lib/auth/role.ts';
import { useDues } from '@/lib/api/dues.ts';
import { useMyAgreement } from '@/lib/api/my-agreement.ts';
import toast from 'react-hot-toast';
import { useQuery } from '@tanstack/react-query';
import { myParkingSchema } from '@contract/parking';
import { getJson } from '@/lib/api-client.ts';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useMyBooks } from '@/lib/api/my-books.ts';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/intl.tsx';
import { useMyApplication, useWithdrawApplication } from '../api/application.ts';
import { ApplicationStatusCard, flatName, type ApplicationStatus } from './ApplicationStatusCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { RentStatusCard, type RentStatus } from './RentStatusCard.tsx';

export default function MyProfilePage() {
  const user = currentUser(useAuth().state);
  const role = useDashboardRole();
  const formerResident = useFormerResident();
  const agreement = useMyAgreement();
  const t = useT();
  return (
    <DashboardPage title={t('profile.title')}>
      {agreement.isPending ? (
        <StatusText>{t('profile.loading')}</StatusText>
      ) : agreement.isError || !user ? (
        <ErrorBanner>{t('profile.failed')}</ErrorBanner>
      ) : (
        <>
          {(role === 'member' || formerResident) && <RentStatus />}
          {(role === 'member' || formerResident) && (
            <dl className="grid gap-4 sm:grid-cols-2">
              <BalanceTile />
              {role === 'member' && <ParkingTile />}
            </dl>
          )}
          {role === 'user' && <UserApplication />}
          <ProfileCard user={user} role={role} agreement={role === 'member' ? agreement.data : null} />
          <EmailChoicesCard role={role} />
        </>
      )}
    </DashboardPage>
  );
}

/** Mounted for members and former residents only: nobody else has a rent account to ask for. */
function RentStatus() {
  const dues = useDues();
  const status: RentStatus = dues.isPending
    ? { state: 'loading' }
    : dues.isError
      ? { state: 'failed' }
      : { state: 'ready', dues: dues.data };
  return <RentStatusCard status={status} />;
}

/** Mounted for signed-in people who are not members: where their request stands, and withdrawing it. */
function UserApplication() {
  const application = useMyApplication();
  const withdraw = useWithdrawApplication();
  const t = useT();
  const status: ApplicationStatus = application.isPending
    ? { state: 'loading' }
    : application.isError
      ? { state: 'failed' }
      : { state: 'ready', application: application.data };
  return (
    <ApplicationStatusCard
      status={status}
      withdrawing={withdraw.isPending}
      refusal={withdraw.error instanceof Error ? withdraw.error.message : null}
      onWithdraw={() =>
        withdraw.mutate(undefined, {
          onSuccess: (withdrawn) => toast.success(t('profile.withdrawn', { flat: flatName(t, withdrawn) })),
        })
      }
    />
  );
}

/** Mounted for members only: the parking space the building assigned them, or "None". */
function ParkingTile() {
  const t = useT();
  const mine = useQuery({
    queryKey: ['parking', 'mine'],
    queryFn: () => getJson('/api/parking/mine', myParkingSchema),
  });
  const value = mine.isPending
    ? t('parking.mineLoading')
    : mine.isError
      ? t('parking.mineFailed')
      : (mine.data.space?.label ?? t('parking.none'));
  return <InfoTile label={t('parking.mySpace')} value={value} tone={mine.data?.space ? 'sky' : 'slate'} />;
}

/** Mounted for members and former residents: the balance of their books, and the way to the whole account. */
function BalanceTile() {
  const t = useT();
  const books = useMyBooks();
  const balance = books.data?.balance ?? 0;
  const value = books.isPending
    ? t('myAccount.tileLoading')
    : books.isError
      ? t('myAccount.tileFailed')
      : books.data === null
        ? t('myAccount.tileNoLease')
        : balance > 0
          ? t('myAccount.tileOwed', { amount: <Taka key="a" amount={balance} /> })
          : balance < 0
            ? t('myAccount.tileCredit')
            : t('myAccount.tilePaidUp');
  return (
    <InfoTile
      label={t('myAccount.tile')}
      tone={books.data && balance > 0 ? 'amber' : books.data ? 'green' : 'slate'}
      value={
        <>
          <span className="block">{value}</span>
          <Link
            to="/dashboard/my-account"
            className="mt-1 inline-block text-sm font-semibold text-sky-800 underline-offset-4 hover:underline"
          >
            {t('myAccount.tileLink')}
          </Link>
        </>
      }
    />
  );
}
