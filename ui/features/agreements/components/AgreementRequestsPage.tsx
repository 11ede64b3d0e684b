import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AgreementDto } from '@contract';
import { formatMonth } from '@domain/month.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import {
  defaultStartMonth,
  useAgreementRequests,
  useDecideAgreement,
  type Decision,
  type DecisionInput,
} from '../api/agreement-requests.ts';
import { AcceptRequestDialog } from './AcceptRequestDialog.tsx';
import { AgreementRequestsTable } from './AgreementRequestsTable.tsx';

/** What the admin is told once the server agreed: who, and from when their lease runs. */
export const decidedMessage = (a: AgreementDto, action: Decision, startMonth?: string) =>
  action === 'reject'
    ? `Rejected ${a.userName}`
    : startMonth
      ? `Accepted ${a.userName} from ${formatMonth(startMonth)}`
      : `Accepted ${a.userName}`;

export default function AgreementRequestsPage() {
  const requests = useAgreementRequests();
  const decide = useDecideAgreement();
  const [accepting, setAccepting] = useState<AgreementDto | null>(null);
  const [startMonth, setStartMonth] = useState('');
  // Every decision on its way, by request: one row's buttons stay off until its own answer comes, whatever else is decided meanwhile.
  const [deciding, setDeciding] = useState<Record<string, Decision>>({});

  const send = async (input: DecisionInput) => {
    const { agreement, action } = input;
    setDeciding((d) => ({ ...d, [agreement._id]: action }));
    try {
      const decided = await decide.mutateAsync(input);
      toast.success(decidedMessage(agreement, action, decided.startMonth ?? input.startMonth));
    } catch (error) {
      // The list has been fetched again by now: a request another admin decided is gone from it.
      toast.error(error instanceof Error ? error.message : 'Failed to update the request');
    } finally {
      setDeciding(({ [agreement._id]: _done, ...rest }) => rest);
    }
  };

  const onDecide = (agreement: AgreementDto, action: Decision) => {
    if (action === 'reject') return void send({ agreement, action });
    setStartMonth(defaultStartMonth(agreement) ?? '');
    setAccepting(agreement);
  };

  const confirmAccept = () => {
    if (!accepting) return;
    const agreement = accepting;
    setAccepting(null);
    void send({ agreement, action: 'accept', ...(startMonth ? { startMonth } : {}) });
  };

  return (
    <DashboardPage title="Agreement Requests" wide>
      {requests.isPending ? (
        <StatusText>Loading requests...</StatusText>
      ) : requests.isError ? (
        <ErrorBanner>Failed to load agreement requests. Please try again.</ErrorBanner>
      ) : (
        <AgreementRequestsTable requests={requests.data} deciding={deciding} onDecide={onDecide} />
      )}
      <AcceptRequestDialog
        agreement={accepting}
        startMonth={startMonth}
        onStartMonthChange={setStartMonth}
        onConfirm={confirmAccept}
        onCancel={() => setAccepting(null)}
      />
    </DashboardPage>
  );
}
