import toast from 'react-hot-toast';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useMarkRead, useNotifications, type MarkRead } from '../api/notifications.ts';
import { NotificationList } from './NotificationList.tsx';

/** The signed-in person's inbox: everything the building told them, newest first, older pages on request. */
export default function NotificationsPage() {
  const inbox = useNotifications();
  const mark = useMarkRead();
  const send = (which: MarkRead) =>
    mark.mutate(which, {
      onError: (error) => toast.error(`Could not mark as read: ${error.message}`),
    });
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  return (
    <DashboardPage title="Notifications">
      <p className="-mt-3 text-slate-700">
        What the building has told you, newest first. Choose which of these also reach you by email on your profile.
      </p>
      {inbox.isPending ? (
        <StatusText>Loading notifications...</StatusText>
      ) : !inbox.data ? (
        // A failed first page; an older page that fails keeps what is shown and says so in a toast.
        <ErrorBanner>Failed to load your notifications. Please try again.</ErrorBanner>
      ) : items.length === 0 ? (
        <StatusText>No notifications yet. When the building has news for you, it shows up here.</StatusText>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-700">
              {unread === 0 ? 'All read' : `${unread} unread`}
            </p>
            {unread > 0 && (
              <Button variant="secondary" disabled={mark.isPending} onClick={() => send({ all: true })}>
                Mark all as read
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
                  void inbox
                    .fetchNextPage()
                    .then((r) => r.isError && toast.error('Could not load older notifications. Please try again.'))
                }
              >
                {inbox.isFetchingNextPage ? 'Loading older...' : 'Load older'}
              </Button>
            </div>
          )}
        </>
      )}
    </DashboardPage>
  );
}
