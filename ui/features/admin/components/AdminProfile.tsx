import type { ReactNode } from 'react';
import type { AdminSummaryDto } from '@contract';
import type { SessionUser } from '@/lib/auth/auth-context.ts';
import { Avatar } from '@/components/ui/Avatar.tsx';
import { InfoTile } from '@/components/ui/InfoTile.tsx';

interface Props {
  user: Pick<SessionUser, 'displayName' | 'email' | 'photoURL'>;
  /** The summary, or the line to show instead of it (loading, failure). */
  summary: AdminSummaryDto | ReactNode;
  /** What needs the admin's attention first (emails that could not be delivered), right under the account. */
  attention?: ReactNode;
}

const isSummary = (s: unknown): s is AdminSummaryDto => typeof s === 'object' && s !== null && 'totalRooms' in s;
const percent = (n: number) => `${Math.round(n * 10) / 10}%`;

export function AdminProfile({ user, summary, attention }: Props) {
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
          <p className="mt-2 inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
            Role: Admin
          </p>
        </div>
      </section>
      {attention}
      {isSummary(summary) ? (
        <>
          <section aria-labelledby="apartment-overview">
            <h2 id="apartment-overview" className="mb-3 text-lg font-semibold text-slate-900">
              Apartment Overview
            </h2>
            <dl className="grid grid-cols-3 gap-3 sm:gap-4">
              <InfoTile label="Total Rooms" value={summary.totalRooms} tone="sky" />
              <InfoTile label="Available" value={percent(summary.availablePercentage)} tone="green" />
              <InfoTile label="Rented" value={percent(summary.rentedPercentage)} tone="amber" />
            </dl>
          </section>
          <section aria-labelledby="users-summary">
            <h2 id="users-summary" className="mb-3 text-lg font-semibold text-slate-900">
              Users Summary
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:gap-4">
              <InfoTile label="Total Users" value={summary.totalUsers} tone="sky" />
              <InfoTile label="Total Members" value={summary.totalMembers} tone="green" />
            </dl>
          </section>
        </>
      ) : (
        summary
      )}
    </div>
  );
}
