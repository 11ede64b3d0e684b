import { useState } from 'react';
import toast from 'react-hot-toast';
import type { SpaceDto } from '@contract/common-spaces';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useAdminSpaces, useRetireSpace } from '../api/common-spaces.ts';
import { DaySheet, PendingBookings } from './AdminBookings.tsx';
import { SpaceForm } from './SpaceForm.tsx';
import { messageOf, useClock } from './parts.tsx';

/** The admin's common spaces: bookings waiting for approval, the day's bookings, the spaces, and adding one. */
export default function CommonSpacesPage() {
  const t = useT();
  const spaces = useAdminSpaces();
  return (
    <DashboardPage title={t('spaces.title')}>
      <div className="grid gap-8">
        <PendingBookings />
        <DaySheet canCancel />
        <section aria-labelledby="spaces-list" className="grid gap-2">
          <h2 id="spaces-list" className="text-lg font-semibold text-slate-900">
            {t('spaces.listLabel')}
          </h2>
          {spaces.isPending ? (
            <StatusText>{t('spaces.loading')}</StatusText>
          ) : spaces.isError ? (
            <ErrorBanner>{t('spaces.loadFailed')}</ErrorBanner>
          ) : spaces.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {t('spaces.empty')}
            </p>
          ) : (
            <ul className="grid gap-3" aria-label={t('spaces.listLabel')}>
              {spaces.data.map((space) => (
                <SpaceRow key={space.id} space={space} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="space-add" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="space-add" className="mb-3 text-lg font-semibold text-slate-900">
            {t('spaces.addHeading')}
          </h2>
          <SpaceForm />
        </section>
      </div>
    </DashboardPage>
  );
}

function SpaceRow({ space }: { space: SpaceDto }) {
  const t = useT();
  const clock = useClock();
  const retire = useRetireSpace();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{space.name}</h3>
        <p className="flex flex-wrap gap-2 text-sm">
          {space.retired && (
            <span className="rounded-full bg-slate-200 px-2 text-slate-800">{t('spaces.retired')}</span>
          )}
          {space.needsApproval && (
            <span className="rounded-full bg-amber-100 px-2 text-amber-900">{t('spaces.needsApproval')}</span>
          )}
          <span className="text-slate-700">
            {space.fee > 0 ? (
              <>
                {t('spaces.fee')} <Taka amount={space.fee} />
              </>
            ) : (
              t('spaces.free')
            )}
          </span>
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('spaces.terms', {
          opens: clock(space.opensAt),
          closes: clock(space.closesAt),
          minutes: space.slotMinutes,
          days: space.aheadDays,
          limit: space.monthlyLimit,
        })}
      </p>
      {!space.retired &&
        (editing ? (
          <div className="mt-3">
            <SpaceForm space={space} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="min-h-11"
              aria-label={t('spaces.editSpace', { name: space.name })}
              onClick={() => setEditing(true)}
            >
              {t('spaces.edit')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={retire.isPending}
              aria-label={t('spaces.retireSpace', { name: space.name })}
              onClick={() => setConfirming(true)}
            >
              {t('spaces.retire')}
            </Button>
          </div>
        ))}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        busy={retire.isPending}
        title={t('spaces.retireSpace', { name: space.name })}
        message={t('spaces.retireConfirm', { name: space.name })}
        confirmLabel={t('spaces.retire')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          retire.mutate(
            { spaceId: space.id, version: space.version },
            {
              onSuccess: () => toast.success(t('spaces.retired.toast', { name: space.name })),
              onError: (e) => toast.error(messageOf(e, t('spaces.retireFailed'))),
            },
          );
        }}
      />
    </li>
  );
}
