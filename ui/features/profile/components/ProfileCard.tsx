import type { AgreementDto } from '@contract/agreements';
import type { Role } from '@contract/identity';
import type { SessionUser } from '@/lib/auth/auth-context.ts';
import { Avatar } from '@/components/ui/Avatar.tsx';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { Taka } from '@/components/ui/Taka.tsx';

interface Props {
  user: Pick<SessionUser, 'displayName' | 'email' | 'photoURL'>;
  role: Role;
  agreement: AgreementDto | null;
}

/** Accepted on a date only for a member with a checked agreement (acceptedAt, else requestDate). */
export function acceptedOn(
  role: Role,
  agreement: AgreementDto | null,
  t: Translate,
  date: (iso: string) => string,
): string {
  if (role !== 'member' || agreement?.status !== 'checked') return t('profile.notAvailable');
  return date(agreement.acceptedAt ?? agreement.requestDate);
}

/**
 * The account and the tiles of the flat: a member's values, and for anyone else 'Not Available' and 'None' (a request
 * or an ended lease is not a flat of theirs; their own card tells of it).
 */
export function ProfileCard({ user, role, agreement }: Props) {
  const t = useT();
  const format = useFormat();
  const none = t('profile.none');
  // Only a member's agreement is a flat of theirs.
  const flat = role === 'member' ? agreement : null;
  const value = (pick: (a: AgreementDto) => string) => (flat ? pick(flat) : none);
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label={t('profile.account')}
        className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <Avatar src={user.photoURL} alt={t('profile.photo')} className="h-24 w-24" />
        <div className="min-w-0">
          <p className="text-xl font-bold break-words text-slate-900">{user.displayName || t('profile.noName')}</p>
          <p className="break-all text-slate-600">{user.email}</p>
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <InfoTile
          label={t('profile.acceptedOn')}
          value={acceptedOn(role, agreement, t, format.date)}
          tone="sky"
          className="col-span-2 lg:col-span-1"
        />
        <InfoTile label={t('profile.floor')} value={value((a) => format.number(a.floor))} />
        <InfoTile label={t('profile.block')} value={value((a) => a.block)} />
        <InfoTile label={t('profile.apartmentNo')} value={value((a) => a.number)} />
        <InfoTile label={t('profile.monthlyRent')} value={flat ? <Taka amount={flat.rent} /> : none} />
      </dl>
      {role === 'member' && agreement && (
        <section aria-labelledby="agreement-details" className="rounded-2xl border border-green-200 bg-green-50 p-5">
          <h2 id="agreement-details" className="text-lg font-semibold text-green-900">
            {t('profile.agreementDetails')}
          </h2>
          <dl className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('profile.requestDate')}</dt>
              <dd>{format.date(agreement.requestDate)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('profile.location')}</dt>
              <dd>
                {t('profile.locationValue', { floor: agreement.floor, block: agreement.block, flat: agreement.number })}
              </dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
