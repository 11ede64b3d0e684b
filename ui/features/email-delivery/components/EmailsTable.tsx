import type { EmailDto } from '@contract/notifications';
import type { EmailStatus } from '@domain/notifications/email-delivery.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { STATUS_WORDS, TOPIC_WORDS, whenOf } from './email-words.ts';

interface Props {
  emails: EmailDto[];
  /** The email being sent again just now (its Retry button waits), if any. */
  retrying: string | null;
  onRetry: (email: EmailDto) => void;
  /** Says what an empty list means under the filter in use. */
  status: EmailStatus | null;
}

const TONES: Record<EmailStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

function StatusBadge({ status }: { status: EmailStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {t(STATUS_WORDS[status])}
    </span>
  );
}

/** The name and the address, both as the person typed them: text only, wrapping where an address can. */
function Recipient({ email }: { email: EmailDto }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{email.toName}</span>
      {/* A long address breaks where it must rather than widening the table. */}
      <span className="block wrap-anywhere text-slate-700">
        <EmailText email={email.to} />
      </span>
    </>
  );
}

function When({ email }: { email: EmailDto }) {
  const t = useT();
  const format = useFormat();
  const { label, at } = whenOf(email);
  return (
    <>
      <span className="block text-xs text-slate-600">{t(label)}</span>
      <time dateTime={at}>{format.dateTime(at)}</time>
    </>
  );
}

const lastError = (e: EmailDto) =>
  e.lastError ? (
    <span className="wrap-anywhere text-slate-800">{e.lastError}</span>
  ) : (
    <span className="text-slate-600">—</span>
  );

const EMPTY: Record<EmailStatus | 'all', MessageId> = {
  all: 'emailDelivery.emptyAll',
  pending: 'emailDelivery.emptyPending',
  sent: 'emailDelivery.emptySent',
  failed: 'emailDelivery.emptyFailed',
};

/**
 * A table from laptop width up; on a phone or a tablet six columns would push the error and the Retry button off to
 * the side, so each email is a card there instead. Only one of the two is displayed (and so read out) at a time.
 */
export function EmailsTable({ emails, retrying, onRetry, status }: Props) {
  const t = useT();
  const format = useFormat();
  const attempts = (e: EmailDto) => t('emailDelivery.attempts', { count: e.attempts });
  const retry = (e: EmailDto, className = '') =>
    e.status === 'failed' ? (
      <Button
        variant="secondary"
        className={className}
        disabled={retrying === e.notificationId}
        onClick={() => onRetry(e)}
        aria-label={t('emailDelivery.retryLabel', { subject: e.subject, name: e.toName })}
      >
        {retrying === e.notificationId ? t('emailDelivery.retrying') : t('emailDelivery.retry')}
      </Button>
    ) : null;
  // Kind sits above the subject and the attempts under the status, so the table fits a laptop without scrolling.
  const columns: Column<EmailDto>[] = [
    { header: t('emailDelivery.recipient'), cell: (e) => <Recipient email={e} />, wrap: true },
    {
      header: t('emailDelivery.email'),
      cell: (e) => (
        <>
          <span className="block text-xs text-slate-600">{t(TOPIC_WORDS[e.topic])}</span>
          <span className="block wrap-anywhere">{e.subject}</span>
        </>
      ),
      wrap: true,
    },
    {
      header: t('emailDelivery.status'),
      cell: (e) => (
        <>
          <StatusBadge status={e.status} />
          <span className="block text-xs text-slate-600">{attempts(e)}</span>
        </>
      ),
    },
    { header: t('emailDelivery.lastError'), cell: lastError, wrap: true },
    { header: t('emailDelivery.when'), cell: (e) => <When email={e} /> },
    { header: t('emailDelivery.action'), cell: (e) => retry(e) },
  ];
  if (emails.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {t(EMPTY[status ?? 'all'])}
      </p>
    );
  return (
    <>
      <div className="hidden lg:block">
        <DataTable
          caption={t('emailDelivery.caption')}
          columns={columns}
          rows={emails}
          rowKey={(e) => e.notificationId}
          empty=""
        />
      </div>
      <ul aria-label={t('emailDelivery.caption')} className="flex flex-col gap-3 lg:hidden">
        {emails.map((e) => (
          <li key={e.notificationId} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0">
                <Recipient email={e} />
              </p>
              <StatusBadge status={e.status} />
            </div>
            <p className="mt-2 font-medium wrap-anywhere text-slate-900">{e.subject}</p>
            <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-2">
              <div>
                <dt className="text-xs text-slate-600">{t('emailDelivery.kind')}</dt>
                <dd className="text-slate-900">{t(TOPIC_WORDS[e.topic])}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{t('emailDelivery.attemptsLabel')}</dt>
                <dd className="text-slate-900">{attempts(e)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">{t(whenOf(e).label)}</dt>
                <dd className="text-slate-900">
                  <time dateTime={whenOf(e).at}>{format.dateTime(whenOf(e).at)}</time>
                </dd>
              </div>
              {e.lastError && (
                <div className="col-span-2">
                  <dt className="text-xs text-slate-600">{t('emailDelivery.lastError')}</dt>
                  <dd className="wrap-anywhere text-slate-800">{e.lastError}</dd>
                </div>
              )}
            </dl>
            {retry(e, 'mt-3 w-full')}
          </li>
        ))}
      </ul>
    </>
  );
}
