import type { Actor, Clock } from '../shared/ports.ts';
import type { Inbox } from './ports.ts';

/** Marks the caller's own notifications read (those named, or all of them); answers how many stay unread. */
export class MarkNotificationsRead {
  constructor(
    private readonly inbox: Inbox,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, which }: { actor: Actor; which: readonly string[] | 'all' }): Promise<{ unread: number }> {
    // The store matches ids within the caller's own inbox only: naming someone else's notification changes nothing.
    await this.inbox.markRead(actor.email, which, this.clock.now());
    return { unread: await this.inbox.unreadCount(actor.email) };
  }
}
