import type { AgreementDto, Role } from '@contract';
import type { SessionUser } from '@/lib/auth/auth-context.ts';
import { Avatar } from '@/components/ui/Avatar.tsx';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { formatDate } from '@/lib/format.ts';
import { Taka } from '@/components/ui/Taka.tsx';

interface Props {
  user: Pick<SessionUser, 'displayName' | 'email' | 'photoURL'>;
  role: Role;
  agreement: AgreementDto | null;
}

/** Accepted on a date only for a member with a checked agreement (acceptedAt, else requestDate). */
export function acceptedOn(role: Role, agreement: AgreementDto | null): string {
  if (role !== 'member' || agreement?.status !== 'checked') return 'Not Available';
  return formatDate(agreement.acceptedAt ?? agreement.requestDate);
}

/** The account, and for a member their flat; someone who is not a member has no flat to show (their request has its own card). */
export function ProfileCard({ user, role, agreement }: Props) {
  const value = (pick: (a: AgreementDto) => string) => (agreement ? pick(agreement) : 'None');
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Account"
        className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <Avatar src={user.photoURL} alt="Profile photo" className="h-24 w-24" />
        <div className="min-w-0">
          <p className="text-xl font-bold break-words text-slate-900">{user.displayName || 'No Name'}</p>
          <p className="break-all text-slate-600">{user.email}</p>
        </div>
      </section>
      {role === 'member' && (
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          <InfoTile
            label="Agreement Accepted On"
            value={acceptedOn(role, agreement)}
            tone="sky"
            className="col-span-2 lg:col-span-1"
          />
          <InfoTile label="Floor" value={value((a) => String(a.floor))} />
          <InfoTile label="Block" value={value((a) => a.block)} />
          <InfoTile label="Apartment No" value={value((a) => a.number)} />
          <InfoTile label="Monthly Rent" value={agreement ? <Taka amount={agreement.rent} /> : 'None'} />
        </dl>
      )}
      {role === 'member' && agreement && (
        <section aria-labelledby="agreement-details" className="rounded-2xl border border-green-200 bg-green-50 p-5">
          <h2 id="agreement-details" className="text-lg font-semibold text-green-900">
            Agreement Details
          </h2>
          <dl className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-600">Request Date</dt>
              <dd>{formatDate(agreement.requestDate)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Location</dt>
              <dd>{`Floor ${agreement.floor}, Block ${agreement.block}, Room ${agreement.number}`}</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
