import { delay, http, HttpResponse } from 'msw';
import { type EmailDto, emailSchema, type EmailsDto, emailsSchema } from '@contract/notifications';
import { EMAILS_PAGE_SIZE } from '@domain/shared/paging.ts';
import { json } from '@/lib/mocks/json.ts';

const at = (day: number, hour: number, minute = 5) => new Date(Date.UTC(2026, 10, day, hour, minute)).toISOString();

/** One email in each state, newest first, with the long error and the long address real mail servers and people write. */
export const sampleEmails: EmailDto[] = [
  {
    notificationId: 'em-4',
    to: 'nadia@example.com',
    toName: 'Nadia Rahman',
    topic: 'announcements',
    subject: 'Lift maintenance on Saturday',
    status: 'pending',
    attempts: 2,
    nextAttemptAt: at(24, 10, 20),
    lastError: 'Connection timed out after 30 seconds',
    sentAt: null,
    createdAt: at(24, 10),
  },
  {
    notificationId: 'em-3',
    to: 'mohammad.rezaul.karim.talukder.family.account@a-very-long-mail-provider-name.example.com',
    toName: 'Mohammad Rezaul Karim Talukder',
    topic: 'agreements',
    subject: 'Your application for Block B, floor 3, B302 was accepted: welcome to Lakeview Residency',
    status: 'failed',
    attempts: 6,
    nextAttemptAt: at(23, 9),
    lastError:
      '550 5.1.1 <mohammad.rezaul.karim.talukder.family.account@a-very-long-mail-provider-name.example.com>: Recipient address rejected: User unknown in virtual mailbox table',
    sentAt: null,
    createdAt: at(22, 18),
  },
  {
    notificationId: 'em-2',
    to: 'karim@example.com',
    toName: 'Karim Ahmed',
    topic: 'reminders',
    subject: 'Rent for November 2026 is due on 5 Nov',
    status: 'failed',
    attempts: 6,
    nextAttemptAt: at(5, 8),
    lastError: '421 4.7.0 Try again later, closing connection',
    sentAt: null,
    createdAt: at(2, 3),
  },
  {
    notificationId: 'em-1',
    to: 'rafiq@example.com',
    toName: 'Rafiq Islam',
    topic: 'payments',
    subject: 'Receipt 15 for your rent of October 2026',
    status: 'sent',
    attempts: 1,
    nextAttemptAt: at(1, 9),
    lastError: null,
    sentAt: at(1, 9, 6),
    createdAt: at(1, 9),
  },
];

/** Enough emails for three pages: the same four again and again, each with its own id. */
export const manyEmails: EmailDto[] = Array.from({ length: 45 }, (_, i) => ({
  ...sampleEmails[i % sampleEmails.length]!,
  notificationId: `em-many-${i}`,
}));

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ message, code, requestId: 'story' }, { status });

/**
 * The server's outbox over a list of its own: paging, the status filter, the count of failed emails whatever the
 * filter, and Retry, which puts a failed email back in the queue (409 for one that is not failed, 404 for none).
 */
export function emailOutbox(start: EmailDto[] = sampleEmails) {
  let emails = start.map((e) => ({ ...e }));
  return [
    http.get('/api/admin/emails', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const matching = status ? emails.filter((e) => e.status === status) : emails;
      const body: EmailsDto = {
        items: matching.slice((page - 1) * EMAILS_PAGE_SIZE, page * EMAILS_PAGE_SIZE),
        total: matching.length,
        failed: emails.filter((e) => e.status === 'failed').length,
      };
      return json(emailsSchema, body);
    }),
    http.post('/api/admin/emails/:id/retry', ({ params }) => {
      const email = emails.find((e) => e.notificationId === params.id);
      if (!email) return refusal(404, 'EMAIL.NOT_FOUND', 'No email with that id');
      if (email.status !== 'failed')
        return refusal(409, 'EMAIL.NOT_FAILED', 'Only a failed email can be sent again; this one is not failed now.');
      const retried: EmailDto = { ...email, status: 'pending', nextAttemptAt: new Date().toISOString() };
      emails = emails.map((e) => (e === email ? retried : e));
      return json(emailSchema, retried);
    }),
  ];
}

/** Another admin sent the email again a moment before: the list still shows it failed, the server says it is not. */
export const retryRaced = http.post('/api/admin/emails/:id/retry', () =>
  refusal(409, 'EMAIL.NOT_FAILED', 'Only a failed email can be sent again; this one is not failed now.'),
);

export const emailsPending = http.get('/api/admin/emails', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const emailsFailing = http.get('/api/admin/emails', () =>
  refusal(500, 'STORY.FAILURE', 'Something went wrong on our side'),
);
