import { useId } from 'react';
import { useModalDialog } from '@/components/ui/useModalDialog.ts';
import toast from 'react-hot-toast';
import type { LeaseChangesDto } from '@contract/agreements';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useCancelRentChange, useLeaseChanges } from '../api/lease-changes.ts';
import { RenewalForm, RentChangeForm } from './LeaseChangeForms.tsx';

interface Props {
  /** The member whose lease it is; none while the dialog is closed. */
  member: { name: string; leaseId: string } | null;
  onClose: () => void;
}

/**
 * The admin's view of a member's running lease, on the native <dialog> (focus stays inside, Escape closes): its rent
 * now and planned end, the rent changes still to come (each cancellable), a form to change the rent and, for a lease
 * with a planned end, one to offer a renewal (or the offer waiting for the member's answer).
 */
export function LeaseChangesDialog({ member, onClose }: Props) {
  const titleId = useId();
  const t = useT();
  const modal = useModalDialog(member !== null, onClose);
  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {member ? t('leaseChanges.dialogTitle', { name: member.name }) : ''}
      </h2>
      {member && <LeaseChangesBody leaseId={member.leaseId} />}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('leaseChanges.close')}
        </Button>
      </div>
    </dialog>
  );
}

function LeaseChangesBody({ leaseId }: { leaseId: string }) {
  const t = useT();
  const changes = useLeaseChanges(leaseId);
  if (changes.isPending) return <StatusText>{t('leaseChanges.loading')}</StatusText>;
  if (changes.isError) return <ErrorBanner>{t('leaseChanges.loadFailed')}</ErrorBanner>;
  return <LeaseChangesView lease={changes.data} />;
}

export function LeaseChangesView({ lease }: { lease: LeaseChangesDto }) {
  const t = useT();
  const format = useFormat();
  const cancel = useCancelRentChange(lease.leaseId);
  const cancelOne = async (id: string, month: string) => {
    try {
      await cancel.mutateAsync(id);
      toast.success(t('leaseChanges.cancelled', { month: format.month(month) }));
    } catch (error) {
      toast.error(t('leaseChanges.cancelFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-5">
      <div className="flex flex-col text-slate-700">
        <span>{t('leaseChanges.rentNow', { amount: <Taka key="r" amount={lease.rent} /> })}</span>
        <span>
          {lease.termEndMonth
            ? t('leaseChanges.endsIn', { month: format.month(lease.termEndMonth) })
            : t('leaseChanges.noEnd')}
        </span>
      </div>
      <section aria-labelledby="scheduled-changes" className="flex flex-col gap-2">
        <h3 id="scheduled-changes" className="text-base font-semibold text-slate-900">
          {t('leaseChanges.scheduled')}
        </h3>
        {lease.changes.length === 0 ? (
          <p className="text-slate-600">{t('leaseChanges.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {lease.changes.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2"
              >
                <span>
                  {t('leaseChanges.from', {
                    month: format.month(c.effectiveMonth),
                    amount: <Taka key="a" amount={c.rent} />,
                  })}
                </span>
                <Button
                  variant="secondary"
                  className="text-red-700!"
                  disabled={cancel.isPending}
                  onClick={() => void cancelOne(c.id, c.effectiveMonth)}
                  aria-label={t('leaseChanges.cancelName', { month: format.month(c.effectiveMonth) })}
                >
                  {t('leaseChanges.cancel')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RentChangeForm lease={lease} />
      {lease.offer ? (
        <p className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
          {t('leaseChanges.offerPending', {
            end: format.month(lease.offer.endMonth),
            from: format.month(lease.offer.fromMonth),
            amount: <Taka key="o" amount={lease.offer.rent} />,
          })}
        </p>
      ) : (
        lease.termEndMonth && <RenewalForm lease={lease} end={lease.termEndMonth} />
      )}
    </div>
  );
}
