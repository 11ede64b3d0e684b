import { Link } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

interface Props {
  /** How many emails could not be delivered; undefined until known. */
  count: number | undefined;
  failed: boolean;
}

/** Where an admin sees the undelivered ones, and can send them again. */
export const FAILED_EMAILS_PATH = '/dashboard/email-delivery?status=failed';

/** The count of undelivered emails: amber and worded as a task while there are any, quiet when there are none. */
export function FailedEmails({ count, failed }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="email-delivery">
      <h2 id="email-delivery" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.emailDelivery')}
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
            {t('admin.failedEmails', { count: format.number(count) })}
          </span>
          <span className={`text-sm ${count > 0 ? 'font-medium text-amber-950' : 'text-slate-600'}`}>
            {count > 0 ? (
              <>
                {t('admin.couldNotDeliver', { count })} {t('admin.reviewRetry')} <span aria-hidden="true">&rarr;</span>
              </>
            ) : (
              t('admin.allDelivered')
            )}
          </span>
        </Link>
      ) : failed ? (
        <ErrorBanner>{t('admin.failedCountFailed')}</ErrorBanner>
      ) : (
        <StatusText>{t('admin.failedCountLoading')}</StatusText>
      )}
    </section>
  );
}
