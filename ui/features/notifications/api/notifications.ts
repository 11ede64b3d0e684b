import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  type NotificationsDto,
  notificationsSchema,
  type UnreadDto,
  unreadSchema,
  type UnsubscribedDto,
  unsubscribedSchema,
} from '@contract/notifications';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { errorFrom, getJson, readJson, request, sendJson } from '@/lib/api-client.ts';
import { EMAIL_CHOICES_KEY } from '@/lib/api/email-choices.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** Every query key of the inbox, in one place: the bell and the screen share them, and logout drops the prefix. */
export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  unread: (uid: string) => ['notifications', 'unread', uid] as const,
  list: (uid: string) => ['notifications', 'list', uid] as const,
};

/** How often the bell asks again while the page is in front (react-query pauses it while the tab is hidden). */
export const UNREAD_POLL_MS = 30_000;
export const PAGE_SIZE = 20;

export const fetchUnreadCount = () => getJson('/api/notifications/unread-count', unreadSchema);

/** A page of the inbox, newest first; `before` is the `next` of the page before, as the server gave it. */
export const fetchNotifications = (before: string | null) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(before ? { before } : {}) });
  return getJson(`/api/notifications?${query}`, notificationsSchema);
};

export type MarkRead = { ids: string[] } | { all: true };

export const markRead = (which: MarkRead) =>
  sendJson('/api/notifications/read', unreadSchema, {
    method: 'POST',
    body: which,
    fallback: translateNow('notifications.markReadFailed'),
  });

export const unreadQuery = (uid: string) =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.unread(uid),
    queryFn: fetchUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const notificationsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: NOTIFICATION_KEYS.list(uid),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** The signed-in person's uid, or '' with the query switched off for a guest. */
function useUid() {
  const user = currentUser(useAuth().state);
  return { uid: user?.uid ?? '', enabled: user !== null };
}

export function useUnreadCount() {
  const { uid, enabled } = useUid();
  return useQuery({ ...unreadQuery(uid), enabled });
}

export function useNotifications() {
  const { uid, enabled } = useUid();
  return useInfiniteQuery({ ...notificationsQuery(uid), enabled });
}

/**
 * Marks notifications read. The screen shows them read at once from the answer, and the bell asks again, so both
 * say the same count.
 */
export function useMarkRead() {
  const { uid } = useUid();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }, which) => {
      const isMarked = (id: string) => 'all' in which || which.ids.includes(id);
      queryClient.setQueryData<InfiniteData<NotificationsDto, string | null>>(NOTIFICATION_KEYS.list(uid), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread,
                items: page.items.map((item) => (isMarked(item.id) ? { ...item, read: true } : item)),
              })),
            }
          : data,
      );
      queryClient.setQueryData<UnreadDto>(NOTIFICATION_KEYS.unread(uid), { unread });
      return queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.unread(uid) });
    },
  });
}

/**
 * POST /api/unsubscribe with the link's token: no sign-in, so no token of the session is sent. A signed-in
 * person's cached email choices are read again afterwards.
 */
export async function unsubscribe(token: string): Promise<UnsubscribedDto> {
  const res = await request('/api/unsubscribe', { method: 'POST', body: { token }, anonymous: true });
  if (!res.ok) throw await errorFrom(res, translateNow('unsubscribe.requestFailed'));
  return readJson(res, unsubscribedSchema);
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CHOICES_KEY }),
  });
}
