import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AgreementDto } from '@contract/agreements';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { MyTenantDetails } from './MyTenantDetails.tsx';

export type ApplicationStatus =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; application: AgreementDto | null };

interface Props {
  status: ApplicationStatus;
  onWithdraw: () => void;
  withdrawing: boolean;
  /** The server's words when a withdrawal was refused. */
  refusal?: string | null;
  /** The tenant details' disclosure starts open (a story of it). */
  detailsOpen?: boolean;
}

const linkClass = 'rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800';

/** A flat as people say it, in the reader's language: "Block A, floor 1, A101". */
export const flatName = (t: Translate, a: Pick<AgreementDto, 'block' | 'floor' | 'number'>) =>
  t('profile.flat', { block: a.block, floor: a.floor, flat: a.number });

/** Where the person's latest request stands, in words, with the next step it allows. */
export function applicationStory(
  a: AgreementDto | null,
  t: Translate,
  date: (iso: string) => string,
): {
  title: string;
  text: string;
  next: 'withdraw' | 'apply' | null;
} {
  if (!a) return { title: t('profile.noRequestTitle'), text: t('profile.noRequestText'), next: 'apply' };
  const flat = flatName(t, a);
  const on = (iso: string | undefined) => (iso ? date(iso) : t('profile.dayNotRecorded'));
  switch (a.decision) {
    case undefined:
      return {
        title: t('profile.waitingTitle'),
        text: t('profile.waitingText', { flat, date: date(a.requestDate) }),
        next: 'withdraw',
      };
    case 'rejected':
      return {
        title: t('profile.declinedTitle'),
        text: t('profile.declinedText', { flat, date: on(a.decidedAt) }),
        next: 'apply',
      };
    case 'withdrawn':
      return {
        title: t('profile.withdrawnTitle'),
        text: t('profile.withdrawnText', { flat, date: on(a.decidedAt) }),
        next: 'apply',
      };
    case 'ended':
      return {
        title: t('profile.endedTitle'),
        text: t('profile.endedText', { flat, date: on(a.endedAt) }),
        next: 'apply',
      };
    case 'accepted':
      return { title: t('profile.acceptedTitle'), text: t('profile.acceptedText', { flat }), next: null };
  }
}

/** For a signed-in person who is not a member: the application's status card, never the flat as if it were theirs. */
export function ApplicationStatusCard({ status, onWithdraw, withdrawing, refusal, detailsOpen = false }: Props) {
  const [asking, setAsking] = useState(false);
  const t = useT();
  const format = useFormat();
  if (status.state === 'loading') return <StatusText>{t('profile.applicationLoading')}</StatusText>;
  if (status.state === 'failed') return <ErrorBanner>{t('profile.applicationFailed')}</ErrorBanner>;
  const { title, text, next } = applicationStory(status.application, t, format.date);
  return (
    <section
      aria-labelledby="application-status"
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-5"
    >
      <h2 id="application-status" className="text-lg font-semibold text-sky-950">
        {title}
      </h2>
      <p className="text-slate-800">{text}</p>
      {status.application?.decision === 'rejected' && status.application.reason && (
        <div>
          <h3 className="font-medium text-sky-950">{t('profile.declinedReason')}</h3>
          <p className="break-words whitespace-pre-line text-slate-800">{status.application.reason}</p>
        </div>
      )}
      {status.application && <MyTenantDetails agreementId={status.application._id} initiallyOpen={detailsOpen} />}
      {refusal && (
        <p role="alert" className="font-medium text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {next === 'withdraw' && (
          <Button variant="secondary" disabled={withdrawing} onClick={() => setAsking(true)}>
            {withdrawing ? t('profile.withdrawing') : t('profile.withdrawRequest')}
          </Button>
        )}
        {next === 'apply' && (
          <Link to="/apartments" className={linkClass}>
            {status.application ? t('profile.applyAgain') : t('profile.browseApartments')}
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('profile.withdrawTitle')}
        message={status.application ? t('profile.withdrawMessage', { flat: flatName(t, status.application) }) : ''}
        confirmLabel={t('profile.withdraw')}
        onConfirm={() => {
          setAsking(false);
          onWithdraw();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
