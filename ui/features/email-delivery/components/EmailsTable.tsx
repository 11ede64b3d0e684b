import type { EmailDto } from '@contract';
import type { EmailStatus } from '@domain/notifications.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { formatDateTime } from '@/lib/format.ts';
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
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {STATUS_WORDS[status]}
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
  const { label, at } = whenOf(email);
  return (
    <>
      <span className="block text-xs text-slate-600">{label}</span>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </>
  );
}

const lastError = (e: EmailDto) =>
  e.lastError ? (
    <span className="wrap-anywhere text-slate-800">{e.lastError}</span>
  ) : (
    <span className="text-slate-600">—</span>
  );

const attempts = (e: EmailDto) => (e.attempts === 1 ? '1 attempt' : `${e.attempts} attempts`);

const EMPTY: Record<EmailStatus | 'all', string> = {
  all: 'No emails yet',
  pending: 'No emails waiting to be sent',
  sent: 'No emails sent yet',
  failed: 'No failed emails: every email was delivered or is still being tried',
};

/**
 * A table from laptop width up; on a phone or a tablet six columns would push the error and the Retry button off to
 * the side, so each email is a card there instead. Only one of the two is displayed (and so read out) at a time.
 */
export function EmailsTable({ emails, retrying, onRetry, status }: Props) {
  const retry = (e: EmailDto, className = '') =>
    e.status === 'failed' ? (
      <Button
        variant="secondary"
        className={className}
        disabled={retrying === e.notificationId}
        onClick={() => onRetry(e)}
        aria-label={`Retry the email "${e.subject}" to ${e.toName}`}
      >
        {retrying === e.notificationId ? 'Retrying...' : 'Retry'}
      </Button>
    ) : null;
  // Kind sits above the subject and the attempts under the status, so the table fits a laptop without scrolling.
  const columns: Column<EmailDto>[] = [
    { header: 'Recipient', cell: (e) => <Recipient email={e} />, wrap: true },
    {
      header: 'Email',
      cell: (e) => (
        <>
          <span className="block text-xs text-slate-600">{TOPIC_WORDS[e.topic]}</span>
          <span className="block wrap-anywhere">{e.subject}</span>
        </>
      ),
      wrap: true,
    },
    {
      header: 'Status',
      cell: (e) => (
        <>
          <StatusBadge status={e.status} />
          <span className="block text-xs text-slate-600">{attempts(e)}</span>
        </>
      ),
    },
    { header: 'Last error', cell: lastError, wrap: true },
    { header: 'When', cell: (e) => <When email={e} /> },
    { header: 'Action', cell: (e) => retry(e) },
  ];
  if (emails.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {EMPTY[status ?? 'all']}
      </p>
    );
  return (
    <>
      <div className="hidden lg:block">
        <DataTable
          caption="Emails, newest first"
          columns={columns}
          rows={emails}
          rowKey={(e) => e.notificationId}
          empty=""
        />
      </div>
      <ul aria-label="Emails, newest first" className="flex flex-col gap-3 lg:hidden">
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
                <dt className="text-xs text-slate-600">Kind</dt>
                <dd className="text-slate-900">{TOPIC_WORDS[e.topic]}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Attempts</dt>
                <dd className="text-slate-900">{attempts(e)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">{whenOf(e).label}</dt>
                <dd className="text-slate-900">
                  <time dateTime={whenOf(e).at}>{formatDateTime(whenOf(e).at)}</time>
                </dd>
              </div>
              {e.lastError && (
                <div className="col-span-2">
                  <dt className="text-xs text-slate-600">Last error</dt>
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
