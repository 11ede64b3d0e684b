import type { Actor } from '../shared/ports.ts';
import type { Inbox } from './ports.ts';

/** How many of the caller's notifications are unread: what the bell shows, asked often, so one count and nothing else. */
export class CountUnreadNotifications {
  constructor(private readonly inbox: Inbox) {}

  async execute(actor: Actor): Promise<{ unread: number }> {
    return { unread: await this.inbox.unreadCount(actor.email) };
  }
}
