import type { EmailStatus } from '../../domain/notifications/email-delivery.ts';
import { EMAILS_PAGE_SIZE, type Page } from '../../domain/shared/paging.ts';
import type { ClaimedEmail, Outbox } from './ports.ts';
import type { Rereader } from './reread.ts';

/**
 * The admin's view of the outbox: a page of emails newest first, optionally one status, and how many failed; each
 * reads as it is (or would be) sent.
 */
export class ListEmails {
  constructor(
    private readonly outbox: Outbox,
    private readonly rereader: Rereader,
  ) {}

  async execute({
    status,
    page = 1,
  }: {
    status?: EmailStatus;
    page?: number;
  }): Promise<Page<ClaimedEmail> & { failed: number }> {
    const [found, failed] = await Promise.all([
      this.outbox.list(status ? { status } : {}, { page, limit: EMAILS_PAGE_SIZE }),
      this.outbox.countByStatus('failed'),
    ]);
    return { ...found, items: await this.rereader.emails(found.items), failed };
  }
}
