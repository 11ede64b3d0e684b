import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AgreementDto } from '@contract';
import { describeLocation } from '@domain/apartment.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { formatDate } from '@/lib/format.ts';

export type ApplicationStatus =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; application: AgreementDto | null };

interface Props {
  status: ApplicationStatus;
  onWithdraw: () => void;
  withdrawing: boolean;
  /** The server's words when a withdrawal was refused. */
  refusal?: string | null;
}

const linkClass = 'rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800';

/** Where the person's latest request stands, in words, with the next step it allows. */
export function applicationStory(a: AgreementDto | null): {
  title: string;
  text: string;
  next: 'withdraw' | 'apply' | null;
} {
  if (!a) return { title: 'No request yet', text: 'You have not applied for an apartment yet.', next: 'apply' };
  const flat = describeLocation(a);
  const on = (iso: string | undefined) => (iso ? formatDate(iso) : 'a day not recorded');
  switch (a.decision) {
    case undefined:
      return {
        title: 'Request waiting for a decision',
        text: `You asked to rent ${flat} on ${formatDate(a.requestDate)}. The building will accept or decline it; you can withdraw it until then.`,
        next: 'withdraw',
      };
    case 'rejected':
      return {
        title: 'Request declined',
        text: `Your request for ${flat} was declined on ${on(a.decidedAt)}. You can apply again, for this flat or another.`,
        next: 'apply',
      };
    case 'withdrawn':
      return {
        title: 'Request withdrawn',
        text: `You withdrew your request for ${flat} on ${on(a.decidedAt)}. You can apply again whenever you like.`,
        next: 'apply',
      };
    case 'ended':
      return {
        title: 'Membership ended',
        text: `Your lease of ${flat} ended on ${on(a.endedAt)}. The building keeps your payments and receipts on record.`,
        next: 'apply',
      };
    case 'accepted':
      return { title: 'Request accepted', text: `Your request for ${flat} was accepted.`, next: null };
  }
}

/** For a signed-in person who is not a member: the application's status card, never the flat as if it were theirs. */
export function ApplicationStatusCard({ status, onWithdraw, withdrawing, refusal }: Props) {
  const [asking, setAsking] = useState(false);
  if (status.state === 'loading') return <StatusText>Loading your application...</StatusText>;
  if (status.state === 'failed') return <ErrorBanner>Failed to load your application. Please try again.</ErrorBanner>;
  const { title, text, next } = applicationStory(status.application);
  return (
    <section
      aria-labelledby="application-status"
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-5"
    >
      <h2 id="application-status" className="text-lg font-semibold text-sky-950">
        {title}
      </h2>
      <p className="text-slate-800">{text}</p>
      {refusal && (
        <p role="alert" className="font-medium text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {next === 'withdraw' && (
          <Button variant="secondary" disabled={withdrawing} onClick={() => setAsking(true)}>
            {withdrawing ? 'Withdrawing...' : 'Withdraw request'}
          </Button>
        )}
        {next === 'apply' && (
          <Link to="/apartments" className={linkClass}>
            {status.application ? 'Apply again' : 'Browse apartments'}
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Withdraw your request"
        message={
          status.application
            ? `Withdraw your request for ${describeLocation(status.application)}? The building will no longer see it. You can apply again later.`
            : ''
        }
        confirmLabel="Withdraw"
        onConfirm={() => {
          setAsking(false);
          onWithdraw();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
