import { delay, http, HttpResponse } from 'msw';
import {
  type NotificationDto,
  type NotificationsDto,
  notificationsSchema,
  unreadSchema,
  unsubscribedSchema,
} from '@contract/notifications';
import type { EmailTopic } from '@domain/notifications/email-choices.ts';
import { json } from '@/lib/mocks/json.ts';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 5)).toISOString();

/** A member's inbox, newest first, as the server words it: two unread, one read. */
export const sampleNotifications: NotificationDto[] = [
  {
    id: 'n-3',
    topic: 'reminders',
    subject: 'Rent for December 2026 is due on the 5th',
    lines: ['14,500৳ for Block B, floor 3, B302.', 'Pay on Make Payment before the 5th to avoid arrears.'],
    link: '/dashboard/make-payment',
    createdAt: at(24, 3),
    read: false,
  },
  {
    id: 'n-2',
    topic: 'announcements',
    subject: 'Lift maintenance on Saturday',
    lines: ['The lift in Block B is out of service from 9 am to 1 pm on Saturday.'],
    link: '/dashboard/announcements',
    createdAt: at(20, 8),
    read: false,
  },
  {
    id: 'n-1',
    topic: 'agreements',
    subject: 'Welcome home: Block B, floor 3, B302 is yours',
    lines: ['Your lease starts in November 2026.', 'Your first rent is due on the 5th.'],
    link: '/dashboard/my-profile',
    createdAt: at(5, 10),
    read: true,
  },
];

/** Enough for two pages of 20: the three again and again, each with its own id and an earlier time. */
export const manyNotifications: NotificationDto[] = Array.from({ length: 25 }, (_, i) => {
  const n = sampleNotifications[i % sampleNotifications.length]!;
  return { ...n, id: `n-many-${i}`, createdAt: new Date(Date.parse(n.createdAt) - i * 3_600_000).toISOString() };
});

/**
 * The server's inbox over a list of its own: pages by an opaque cursor, the unread count, and marking read (which
 * the list and the count then show). Each call starts from a fresh copy.
 */
export function inbox(items: NotificationDto[] = sampleNotifications) {
  const stored = items.map((n) => ({ ...n }));
  const unread = () => stored.filter((n) => !n.read).length;
  return [
    http.get('/api/notifications', ({ request }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const before = url.searchParams.get('before');
      const start = before ? Number(atob(before).replace('after-', '')) : 0;
      const page = stored.slice(start, start + limit);
      const end = start + page.length;
      const body: NotificationsDto = {
        items: page.map((n) => ({ ...n })),
        unread: unread(),
        next: end < stored.length ? btoa(`after-${end}`) : null,
      };
      return json(notificationsSchema, body);
    }),
    http.get('/api/notifications/unread-count', () => json(unreadSchema, { unread: unread() })),
    http.post('/api/notifications/read', async ({ request }) => {
      const which = (await request.clone().json()) as { ids: string[] } | { all: true };
      for (const n of stored) if ('all' in which || which.ids.includes(n.id)) n.read = true;
      return json(unreadSchema, { unread: unread() });
    }),
  ];
}

export const inboxPending = http.get('/api/notifications', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const inboxFailing = http.get('/api/notifications', () =>
  HttpResponse.json(
    { message: 'Something went wrong on our side', code: 'STORY.FAILURE', requestId: 'story' },
    { status: 500 },
  ),
);

export const markReadFailing = http.post('/api/notifications/read', () =>
  HttpResponse.json(
    { message: 'Something went wrong on our side', code: 'STORY.FAILURE', requestId: 'story' },
    { status: 500 },
  ),
);

/** The unsubscribe link: a good token switches off its topic, any other is refused as forged or expired. */
export const GOOD_TOKEN = 'good-token';
export const unsubscribeHandler = (topic: EmailTopic = 'announcements') =>
  http.post('/api/unsubscribe', async ({ request }) => {
    const { token } = (await request.clone().json()) as { token?: string };
    return token === GOOD_TOKEN
      ? json(unsubscribedSchema, { topic })
      : HttpResponse.json(
          {
            message: 'This unsubscribe link is not valid or has expired. Sign in and choose your emails on My Profile.',
            code: 'VALIDATION.INVALID_INPUT',
            requestId: 'story',
          },
          { status: 400 },
        );
  });

export const unsubscribePending = http.post('/api/unsubscribe', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
