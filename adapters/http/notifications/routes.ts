/**
 * Notifications: each person's inbox and their email choices, the unsubscribe link's one-click route, and the admin's
 * view of the outbox.
 */
import { DomainError } from '../../../domain/shared/errors.ts';
import type { InboxCursor } from '../../../application/notifications/list-notifications.ts';
import { EMAILS_PAGE_SIZE } from '../../../domain/shared/paging.ts';
import {
  emailChoicesBody,
  emailsQuery,
  markReadBody,
  notificationsQuery,
  unsubscribeBody,
  unsubscribeQuery,
  type EmailsDto,
  type NotificationsDto,
  type UnsubscribedDto,
} from './contract.ts';
import { idParam } from '../shared/contract.ts';
import { emailDto, notificationDto } from './dto.ts';
import { HttpError } from '../errors.ts';
import { route, type Route } from '../route.ts';
import { parse } from '../validate.ts';
import type { UseCases } from '../../../application/use-cases.ts';
import {
  emailChoicesSchema,
  emailSchema,
  emailsSchema,
  notificationsSchema,
  unreadSchema,
  unsubscribedSchema,
} from './contract.ts';

/** How many notifications a page holds when the caller does not say. */
const DEFAULT_PAGE = 20;
/** An unsubscribe body is a token and little else: anything larger is not one. */
const UNSUBSCRIBE_MAX_BYTES = 4096;

/**
 * The cursor is opaque to clients: base64url of the last notification's time and id, read back strictly, so that a
 * cursor a client made up is a 400 rather than a page of something else.
 */
export const encodeCursor = ({ createdAt, id }: InboxCursor): string =>
  Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');

const badCursor = () =>
  new DomainError('VALIDATION.INVALID_INPUT', 'before must be the next value of the previous page, as it was given');

export function decodeCursor(cursor: string): InboxCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw badCursor();
  const [at, id] = decoded as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64) throw badCursor();
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) throw badCursor();
  return { createdAt, id };
}

/** The unsubscribe body: JSON from the web page, or a mail program's one-click form (RFC 8058) with the token in the URL. */
function unsubscribeToken(raw: Buffer, isForm: boolean, fromQuery: string | undefined): string {
  if (isForm) {
    const form = new URLSearchParams(raw.toString('utf8'));
    const token = form.get('token') ?? fromQuery;
    return parse(unsubscribeBody, { token }).token;
  }
  let json: unknown;
  try {
    json = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
  } catch {
    throw new DomainError('VALIDATION.INVALID_INPUT', 'The request body must be a JSON object');
  }
  const given = json && typeof json === 'object' && 'token' in json ? json : { token: fromQuery };
  return parse(unsubscribeBody, given).token;
}

export function notificationsRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/notifications',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's notifications, newest first (up to limit, 20 by default, at most 50), the unread count, and next: the before of the following page",
      query: notificationsQuery,
      response: notificationsSchema,
      handle: async ({ actor, query }) => {
        const page = await u.listNotifications.execute({
          actor,
          limit: query.limit ?? DEFAULT_PAGE,
          ...(query.before ? { before: decodeCursor(query.before) } : {}),
        });
        const body: NotificationsDto = {
          items: page.items.map(notificationDto),
          unread: page.unread,
          next: page.next ? encodeCursor(page.next) : null,
        };
        return { body };
      },
    }),
    route({
      method: 'GET',
      path: '/api/notifications/unread-count',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "How many of the caller's notifications are unread (what the bell shows)",
      response: unreadSchema,
      handle: async ({ actor }) => ({ body: await u.countUnreadNotifications.execute(actor) }),
    }),
    route({
      method: 'POST',
      path: '/api/notifications/read',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "Mark the caller's own notifications read, those named ({ ids }) or every one ({ all: true }); answers the unread count",
      body: markReadBody,
      response: unreadSchema,
      handle: async ({ actor, body }) => ({
        body: await u.markNotificationsRead.execute({ actor, which: 'all' in body ? 'all' : body.ids }),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/me/email-choices',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'Which topics reach the caller by email (all of them until they choose)',
      response: emailChoicesSchema,
      handle: async ({ actor }) => ({ body: await u.getEmailChoices.execute(actor) }),
    }),
    route({
      method: 'PUT',
      path: '/api/me/email-choices',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "Choose which topics reach the caller by email; decisions on the caller's application always do",
      body: emailChoicesBody,
      formFields: true,
      response: emailChoicesSchema,
      handle: async ({ actor, body }) => ({ body: await u.saveEmailChoices.execute({ actor, choices: body }) }),
    }),
    route<Buffer, { token?: string | undefined }, undefined, UnsubscribedDto>({
      method: 'POST',
      path: '/api/unsubscribe',
      access: 'guest',
      rateLimit: 'strict',
      summary:
        'Switch off the email topic an unsubscribe link was made for: { token } as JSON, or one-click (RFC 8058) with ?token= and a form body; 400 for a forged or expired token',
      query: unsubscribeQuery,
      rawBody: {
        types: ['application/json', 'application/x-www-form-urlencoded'],
        maxBytes: UNSUBSCRIBE_MAX_BYTES,
        tooLarge: () => new HttpError(413, 'An unsubscribe request is only its token'),
      },
      response: unsubscribedSchema,
      handle: async ({ body, query, ctx }) => {
        const token = unsubscribeToken(body, Boolean(ctx.is('urlencoded')), query.token);
        const { topic } = await u.unsubscribe.execute(token);
        const answer: UnsubscribedDto = { topic };
        return { body: answer };
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/emails',
      access: 'admin',
      rateLimit: 'standard',
      summary: `A page of emails (${EMAILS_PAGE_SIZE} each), newest first, optionally one status only, with the number that failed`,
      query: emailsQuery,
      response: emailsSchema,
      handle: async ({ query }) => {
        const found = await u.listEmails.execute({
          ...(query.status ? { status: query.status } : {}),
          ...(query.page ? { page: query.page } : {}),
        });
        const body: EmailsDto = { items: found.items.map(emailDto), total: found.total, failed: found.failed };
        return { body };
      },
    }),
    route({
      method: 'POST',
      path: '/api/admin/emails/:id/retry',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Send a failed email again: back in the queue, due now (404 unknown, 409 when it is not failed)',
      params: idParam,
      response: emailSchema,
      handle: async ({ actor, params }) => ({
        body: emailDto(await u.retryEmail.execute({ notificationId: params.id, by: actor.email })),
      }),
    }),
  ];
}
