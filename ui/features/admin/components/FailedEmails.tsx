import { Link } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';

interface Props {
  /** How many emails could not be delivered; undefined until known. */
  count: number | undefined;
  failed: boolean;
}

/** Where an admin sees the undelivered ones, and can send them again. */
export const FAILED_EMAILS_PATH = '/dashboard/email-delivery?status=failed';

/** The count of undelivered emails: amber and worded as a task while there are any, quiet when there are none. */
export function FailedEmails({ count, failed }: Props) {
  return (
    <section aria-labelledby="email-delivery">
      <h2 id="email-delivery" className="mb-3 text-lg font-semibold text-slate-900">
        Email Delivery
      </h2>
      {count !== undefined ? (
        <Link
          to={FAILED_EMAILS_PATH}
          className={`flex flex-col gap-1 rounded-xl border p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${
            count > 0
              ? 'border-amber-400 bg-amber-50 hover:bg-amber-100'
              : 'border-slate-200 bg-white hover:bg-slate-50'
          }`}
        >
          <span className={`text-xl font-semibold ${count > 0 ? 'text-amber-950' : 'text-slate-900'}`}>
            Failed emails: {count}
          </span>
          <span className={`text-sm ${count > 0 ? 'font-medium text-amber-950' : 'text-slate-600'}`}>
            {count > 0 ? (
              <>
                {count === 1 ? 'It could not be delivered.' : 'They could not be delivered.'} Review and retry{' '}
                <span aria-hidden="true">&rarr;</span>
              </>
            ) : (
              'Every email was delivered or is still being tried.'
            )}
          </span>
        </Link>
      ) : failed ? (
        <ErrorBanner>Failed to load the count of failed emails. Please try again.</ErrorBanner>
      ) : (
        <StatusText>Loading email delivery...</StatusText>
      )}
    </section>
  );
}
