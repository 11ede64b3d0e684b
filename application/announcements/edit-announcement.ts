import {
  changedWords,
  isEditOfSubstance,
  reviseAnnouncement,
  type Announcement,
} from '../../domain/announcements/announcement.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Announcements } from './ports.ts';
import type { Clock, UnitOfWork } from '../shared/ports.ts';
import type { Users } from '../members/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';

/**
 * The admin rewrites an announcement over the version they read: an edit or deletion made meanwhile by another admin
 * is never overwritten (ANNOUNCEMENT.CHANGED). Each edit is in the audit log with the words it changed. Every notice
 * of it already reads as it stands; an edit that changes what it says tells the members again, since a notice they
 * have read does not show that it changed.
 */
export class EditAnnouncement {
  constructor(
    private readonly announcements: Announcements,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly users: Users,
    private readonly notifier: Notifier,
  ) {}

  execute(input: {
    id: string;
    title: string;
    description: string;
    version: number;
    by: string;
  }): Promise<Announcement> {
    return this.uow.run(async () => {
      const current = await this.announcements.byId(input.id);
      if (!current) throw announcementGone();
      if (current.version !== input.version) throw announcementChanged();
      const next = reviseAnnouncement(current, input, this.clock.now());
      const fields = changedWords(current, next);
      if (fields.length === 0) return current;
      if (!(await this.announcements.replace(next, current.version))) throw announcementChanged();
      await this.audit.record({
        at: next.editedAt,
        actor: input.by,
        action: 'announcement.edit',
        subject: next.id,
        label: next.title,
        before: Object.fromEntries(fields.map((f) => [f, current[f]])),
        after: Object.fromEntries(fields.map((f) => [f, next[f]])),
      });
      if (isEditOfSubstance(current, next))
        await this.notifier.notify(await this.users.listByRole('member'), {
          type: 'announcement-posted',
          announcementId: next.id,
          title: next.title,
          description: next.description,
          edited: true,
        });
      return next;
    });
  }
}

export const announcementGone = () =>
  new DomainError('ANNOUNCEMENT.NOT_FOUND', 'This announcement has been deleted, perhaps by another admin');

export const announcementChanged = () =>
  new DomainError(
    'ANNOUNCEMENT.CHANGED',
    'Another admin changed this announcement after you opened it; look at it again before you change it',
  );
