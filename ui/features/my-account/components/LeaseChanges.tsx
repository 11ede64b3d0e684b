import { useState } from 'react';
import toast from 'react-hot-toast';
import type { LeaseChangesDto } from '@contract/agreements';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useAnswerRenewal, useMyLeaseChanges } from '../api/lease-changes.ts';

/**
 * What is coming on the member's running lease: each new rent scheduled ("From January 2027: ৳13,200 a month") and a
 * renewal offer to accept or decline (declining asks first). Nothing shows while nothing is coming.
 */
export function LeaseChanges() {
  const t = useT();
  const changes = useMyLeaseChanges();
  if (changes.isPending) return <StatusText>{t('leaseChanges.loading')}</StatusText>;
  if (changes.isError) return <ErrorBanner>{t('leaseChanges.loadFailed')}</ErrorBanner>;
  if (changes.data.changes.length === 0 && !changes.data.offer) return null;
  return <LeaseChangesCard lease={changes.data} />;
}

export function LeaseChangesCard({ lease }: { lease: LeaseChangesDto }) {
  const t = useT();
  const format = useFormat();
  const answer = useAnswerRenewal();
  const [declining, setDeclining] = useState(false);
  const offer = lease.offer;
  const send = async (choice: 'accept' | 'decline') => {
    if (!offer) return;
    setDeclining(false);
    try {
      await answer.mutateAsync({ id: offer.id, answer: choice });
      toast.success(
        choice === 'accept'
          ? t('leaseChanges.accepted', { end: format.month(offer.endMonth) })
          : t('leaseChanges.declined', { end: format.month(offer.fromEndMonth) }),
      );
    } catch (error) {
      toast.error(t('leaseChanges.answerFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
  return (
    <section
      aria-labelledby="lease-changes"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="lease-changes" className="text-xl font-semibold text-slate-900">
        {t('leaseChanges.mine.title')}
      </h2>
      {lease.changes.length > 0 && (
        <ul className="flex flex-col gap-1">
          {lease.changes.map((c) => (
            <li key={c.id} className="text-slate-900">
              {t('leaseChanges.from', {
                month: format.month(c.effectiveMonth),
                amount: <Taka key="a" amount={c.rent} />,
              })}
            </li>
          ))}
        </ul>
      )}
      {offer && (
        <div className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4">
          <h3 className="font-semibold text-sky-950">{t('leaseChanges.offer.title')}</h3>
          <p className="text-sky-950">
            {t('leaseChanges.offer.text', {
              end: format.month(offer.endMonth),
              from: format.month(offer.fromMonth),
              amount: <Taka key="o" amount={offer.rent} />,
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void send('accept')} disabled={answer.isPending}>
              {t('leaseChanges.accept')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(true)} disabled={answer.isPending}>
              {t('leaseChanges.decline')}
            </Button>
          </div>
          <ConfirmDialog
            open={declining}
            title={t('leaseChanges.declineTitle')}
            message={t('leaseChanges.declineQuestion', { end: format.month(offer.fromEndMonth) })}
            confirmLabel={t('leaseChanges.decline')}
            onConfirm={() => void send('decline')}
            onCancel={() => setDeclining(false)}
          />
        </div>
      )}
    </section>
  );
}
