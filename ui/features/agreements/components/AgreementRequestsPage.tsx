import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { AgreementDto } from '@contract/agreements';
import { HttpError } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import {
  defaultStartMonth,
  useAgreementRequests,
  useDecideAgreement,
  type Decision,
  type DecisionInput,
} from '../api/agreement-requests.ts';
import { AcceptRequestDialog, termsDraft, type AcceptedTerms, type TermsDraft } from './AcceptRequestDialog.tsx';
import { AgreementRequestsTable } from './AgreementRequestsTable.tsx';
import { RejectRequestDialog } from './RejectRequestDialog.tsx';
import { TenantDetailsDialog } from './TenantDetailsDialog.tsx';

/** What the admin is told once the server agreed: who, which flat, and from when their lease runs. */
type Format = ReturnType<typeof useFormat>;

/** The flat in the reader's language: "Block A, floor 2, A202". */
const flatOf = (t: Translate, format: Format, a: AgreementDto) =>
  t('agreements.location', { block: a.block, floor: format.number(a.floor), number: a.number });

export const decidedMessage = (
  t: Translate,
  format: Format,
  a: AgreementDto,
  action: Decision,
  startMonth?: string,
) => {
  const words = { name: a.userName, flat: flatOf(t, format, a) };
  if (action === 'reject') return t('agreements.rejected', words);
  return startMonth
    ? t('agreements.acceptedFrom', { ...words, month: format.month(startMonth) })
    : t('agreements.accepted', words);
};

/** A refused decision, shown above the list until the admin acts on it or dismisses it. */
interface Refusal {
  readonly agreement: AgreementDto;
  readonly message: string;
  /** The flat is rented to someone else: the way out is to reject this request. */
  readonly rented: boolean;
}

/**
 * The request a notification opened (`?request=<id>`): said in words above the list and marked in it, or, once it is
 * no longer waiting (decided by another admin, withdrawn), said so.
 */
function OpenedRequest({ id, requests }: { id: string; requests: readonly AgreementDto[] }) {
  const t = useT();
  const format = useFormat();
  const opened = requests.find((a) => a._id === id);
  useEffect(() => {
    if (opened) document.getElementById(`row-${opened._id}`)?.scrollIntoView?.({ block: 'center' });
  }, [opened]);
  return (
    <p
      role="status"
      className={`rounded-xl border px-4 py-3 font-medium ${opened ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-slate-50 text-slate-800'}`}
    >
      {opened
        ? t('agreements.opened', { name: opened.userName, flat: flatOf(t, format, opened) })
        : t('agreements.openedGone')}
    </p>
  );
}

export default function AgreementRequestsPage() {
  const t = useT();
  const format = useFormat();
  const requests = useAgreementRequests();
  const opened = useSearchParams()[0].get('request');
  const decide = useDecideAgreement();
  const [accepting, setAccepting] = useState<AgreementDto | null>(null);
  const [rejecting, setRejecting] = useState<AgreementDto | null>(null);
  const [draft, setDraft] = useState<TermsDraft>({
    startMonth: '',
    endMonth: '',
    rent: '',
    advanceMonths: '0',
    deposit: '0',
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [viewing, setViewing] = useState<AgreementDto | null>(null);
  // Every decision on its way, by request: one row's buttons stay off until its own answer comes, whatever else is decided meanwhile.
  const [deciding, setDeciding] = useState<Record<string, Decision>>({});

  const send = async (input: DecisionInput) => {
    const { agreement, action } = input;
    setRefusal(null);
    setDeciding((d) => ({ ...d, [agreement._id]: action }));
    try {
      const decided = await decide.mutateAsync(input);
      toast.success(decidedMessage(t, format, agreement, action, decided.startMonth ?? input.terms?.startMonth));
    } catch (error) {
      // The list has been fetched again by now: a request another admin decided is gone from it.
      setRefusal({
        agreement,
        message:
          error instanceof Error
            ? error.message
            : t(action === 'accept' ? 'agreements.acceptFailed' : 'agreements.rejectFailed'),
        rented: error instanceof HttpError && error.code === 'APARTMENT.ALREADY_RENTED',
      });
    } finally {
      setDeciding(({ [agreement._id]: _done, ...rest }) => rest);
    }
  };

  const onDecide = (agreement: AgreementDto, action: Decision) => {
    if (action === 'reject') return setRejecting(agreement);
    setDraft(termsDraft(agreement, defaultStartMonth(agreement) ?? ''));
    setAccepting(agreement);
  };

  const confirmAccept = (terms: AcceptedTerms) => {
    if (!accepting) return;
    const agreement = accepting;
    setAccepting(null);
    void send({ agreement, action: 'accept', terms });
  };

  const confirmReject = (reason: string) => {
    if (!rejecting) return;
    const agreement = rejecting;
    setRejecting(null);
    void send({ agreement, action: 'reject', reason });
  };

  return (
    <DashboardPage title={t('agreements.title')} wide>
      {refusal && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">
            {refusal.rented
              ? t('agreements.refusedRented', { message: refusal.message, name: refusal.agreement.userName })
              : t('agreements.refused', { message: refusal.message, name: refusal.agreement.userName })}
          </p>
          <div className="flex gap-2">
            {refusal.rented && (
              <Button variant="secondary" className="whitespace-nowrap" onClick={() => setRejecting(refusal.agreement)}>
                {t('agreements.rejectThis')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setRefusal(null)} aria-label={t('agreements.dismissLabel')}>
              {t('agreements.dismiss')}
            </Button>
          </div>
        </div>
      )}
      {requests.isPending ? (
        <StatusText>{t('agreements.loading')}</StatusText>
      ) : requests.isError ? (
        <ErrorBanner>{t('agreements.loadFailed')}</ErrorBanner>
      ) : (
        <>
          {opened && <OpenedRequest id={opened} requests={requests.data} />}
          <AgreementRequestsTable
            requests={requests.data}
            deciding={deciding}
            onDecide={onDecide}
            onDetails={setViewing}
            current={opened}
          />
        </>
      )}
      <AcceptRequestDialog
        agreement={accepting}
        draft={draft}
        onDraftChange={setDraft}
        onConfirm={confirmAccept}
        onCancel={() => setAccepting(null)}
      />
      <TenantDetailsDialog agreement={viewing} onClose={() => setViewing(null)} />
      <RejectRequestDialog agreement={rejecting} onConfirm={confirmReject} onCancel={() => setRejecting(null)} />
    </DashboardPage>
  );
}
