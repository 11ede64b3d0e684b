import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { EmailDto } from '@contract/notifications';
import type { EmailStatus } from '@domain/notifications/email-delivery.ts';
import { EMAILS_PAGE_SIZE } from '@domain/shared/paging.ts';
import { HttpError } from '@/lib/api-client.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { PrevNextPager } from '@/components/ui/PrevNextPager.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useEmails, useRetryEmail } from '../api/emails.ts';
import { isEmailStatus } from './email-words.ts';
import { EmailStatusFilter } from './EmailStatusFilter.tsx';
import { EmailsTable } from './EmailsTable.tsx';

/** The filter and page live in the URL, so Back, reload and a link from the admin profile all show the same slice. */
function useEmailSearch() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isEmailStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const set = (next: { status: EmailStatus | null; page: number }) =>
    setParams({
      ...(next.status ? { status: next.status } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  return { status, page, set };
}

const recipientOf = (email: EmailDto) => email.toName || email.to;

/** Every failed email, whatever the filter shows, with the way to see only those. */
function FailedWarning({ failed, showingFailed }: { failed: number; showingFailed: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">
        {t('emailDelivery.couldNotDeliver', { count: failed })}
        {showingFailed ? t('emailDelivery.retryExplains') : ''}
      </p>
      {!showingFailed && (
        <Link
          to="?status=failed"
          className="inline-flex shrink-0 items-center justify-center rounded-lg border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100"
        >
          {t('emailDelivery.showOnlyFailed')}
        </Link>
      )}
    </div>
  );
}

export default function EmailDeliveryPage() {
  const t = useT();
  const { status, page, set } = useEmailSearch();
  const emails = useEmails({ status, page });
  const retry = useRetryEmail();
  /** Why the last retry did not happen, when it was because the email had moved on. */
  const [stale, setStale] = useState<string | null>(null);

  const onRetry = (email: EmailDto) => {
    setStale(null);
    retry.mutate(email, {
      onSuccess: () => toast.success(t('emailDelivery.willSendAgain', { name: recipientOf(email) })),
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409)
          setStale(t('emailDelivery.stale', { name: recipientOf(email) }));
        else toast.error(t('emailDelivery.retryFailed', { message: error.message }));
      },
    });
  };

  return (
    <DashboardPage title={t('emailDelivery.title')} wide>
      <p className="-mt-3 text-slate-700">{t('emailDelivery.intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* A new filter starts again from its first page. */}
        <EmailStatusFilter status={status} onChange={(next) => set({ status: next, page: 1 })} />
        {emails.data && (
          <p className="text-sm text-slate-700" role="status">
            {t('emailDelivery.count', { count: emails.data.total })}
          </p>
        )}
      </div>
      {emails.data && emails.data.failed > 0 && (
        <FailedWarning failed={emails.data.failed} showingFailed={status === 'failed'} />
      )}
      {stale && <ResultMessage ok={false}>{stale}</ResultMessage>}
      {emails.isPending ? (
        <StatusText>{t('emailDelivery.loading')}</StatusText>
      ) : emails.isError ? (
        <ErrorBanner>{t('emailDelivery.loadFailed')}</ErrorBanner>
      ) : (
        <div
          aria-busy={emails.isPlaceholderData}
          className={`flex flex-col gap-4 transition-opacity ${emails.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <EmailsTable
            emails={emails.data.items}
            status={status}
            retrying={retry.isPending ? (retry.variables?.notificationId ?? null) : null}
            onRetry={onRetry}
          />
          <PrevNextPager
            label={t('emailDelivery.pages')}
            page={page}
            total={emails.data.total}
            pageSize={EMAILS_PAGE_SIZE}
            onPage={(next) => set({ status, page: next })}
          />
        </div>
      )}
    </DashboardPage>
  );
}
