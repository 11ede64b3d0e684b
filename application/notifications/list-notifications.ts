import type { Notification } from '../../domain/notifications/notification.ts';
import type { Actor } from '../shared/ports.ts';
import type { Inbox } from './ports.ts';
import type { Rereader } from './reread.ts';

/** The most notifications one call answers; the bell's screen asks for more as the caller scrolls. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** Where a page of the inbox ends: the next page holds the notifications older than this one. */
export interface InboxCursor {
  readonly createdAt: Date;
  readonly id: string;
}

export interface InboxPage {
  readonly items: readonly Notification[];
  readonly unread: number;
  /** Undefined on the last page. */
  readonly next?: InboxCursor;
}

/**
 * The caller's own inbox, newest first, a page at a time, with how many are still unread: each notification in the
 * caller's language of the moment, telling its event as things stand now.
 */
export class ListNotifications {
  constructor(
    private readonly inbox: Inbox,
    private readonly rereader: Rereader,
  ) {}

  async execute({ actor, limit, before }: { actor: Actor; limit: number; before?: InboxCursor }): Promise<InboxPage> {
    const size = Math.min(Math.max(limit, 1), NOTIFICATIONS_PAGE_MAX);
    // One more than the page tells whether another page follows without counting the whole inbox.
    const [found, unread] = await Promise.all([
      this.inbox.listFor(actor.email, { limit: size + 1, ...(before ? { before } : {}) }),
      this.inbox.unreadCount(actor.email),
    ]);
    const items = await this.rereader.inLanguage(found.slice(0, size), actor.language);
    const last = items.at(-1);
    return found.length > size && last
      ? { items, unread, next: { createdAt: last.createdAt, id: last.id } }
      : { items, unread };
  }
}
