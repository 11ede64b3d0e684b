import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HttpError } from '@/lib/api-client.ts';
import { TOPIC_WORD_IDS } from '@/lib/email-topics.ts';
import { Button } from '@/components/ui/Button.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useUnsubscribe } from '../api/notifications.ts';

const MY_PROFILE = '/dashboard/my-profile';
const linkClass = 'font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-900';

/** What to do when the link cannot be used: the same choices are on My Profile, behind sign-in. */
const profileLink = (chunks: ReactNode[]) => (
  <Link to={MY_PROFILE} className={linkClass}>
    {chunks}
  </Link>
);

function NotValid() {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-3">
      <p className="font-semibold text-red-800">{t('unsubscribe.notValid')}</p>
      <p className="text-slate-700">{t('unsubscribe.howToChoose', { link: profileLink })}</p>
    </div>
  );
}

/**
 * The page an email's unsubscribe link opens. Opening it changes nothing (mail scanners open links): the person
 * presses Unsubscribe, and the page says what was switched off or why the link no longer works.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const t = useT();
  const refused = unsubscribe.error instanceof HttpError && unsubscribe.error.status === 400;

  let body: ReactNode;
  if (!token || refused) body = <NotValid />;
  else if (unsubscribe.isSuccess)
    body = (
      <p role="status" className="text-slate-800">
        {t('unsubscribe.done', { topic: t(TOPIC_WORD_IDS[unsubscribe.data.topic]), link: profileLink })}
      </p>
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('unsubscribe.explain')}</p>
        {unsubscribe.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('unsubscribe.failed', { message: unsubscribe.error.message })}
          </p>
        )}
        <div>
          <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <title>{t('unsubscribe.title')}</title>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('unsubscribe.heading')}</h1>
        {body}
      </div>
    </div>
  );
}
