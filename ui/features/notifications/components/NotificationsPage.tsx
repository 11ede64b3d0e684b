import toast from 'react-hot-toast';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useMarkRead, useNotifications, type MarkRead } from '../api/notifications.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { NotificationList } from './NotificationList.tsx';

/** The signed-in person's inbox: everything the building told them, newest first, older pages on request. */
export default function NotificationsPage() {
  const inbox = useNotifications();
  const mark = useMarkRead();
  const t = useT();
  const send = (which: MarkRead) =>
    mark.mutate(which, {
      onError: (error) => toast.error(t('notifications.markFailed', { message: error.message })),
    });
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  return (
    <DashboardPage title={t('notifications.title')}>
      <p className="-mt-3 text-slate-700">{t('notifications.intro')}</p>
      {inbox.isPending ? (
        <StatusText>{t('notifications.loading')}</StatusText>
      ) : !inbox.data ? (
        // A failed first page; an older page that fails keeps what is shown and says so in a toast.
        <ErrorBanner>{t('notifications.failed')}</ErrorBanner>
      ) : items.length === 0 ? (
        <StatusText>{t('notifications.empty')}</StatusText>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-700">
              {unread === 0 ? t('notifications.allRead') : t('notifications.unread', { count: unread })}
            </p>
            {unread > 0 && (
              <Button variant="secondary" disabled={mark.isPending} onClick={() => send({ all: true })}>
                {t('notifications.markAllRead')}
              </Button>
            )}
          </div>
          <NotificationList items={items} busy={mark.isPending} onRead={(id) => send({ ids: [id] })} />
          {inbox.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={inbox.isFetchingNextPage}
                onClick={() =>
                  void inbox.fetchNextPage().then((r) => r.isError && toast.error(t('notifications.olderFailed')))
                }
              >
                {inbox.isFetchingNextPage ? t('notifications.loadingOlder') : t('notifications.loadOlder')}
              </Button>
            </div>
          )}
        </>
      )}
    </DashboardPage>
  );
}
