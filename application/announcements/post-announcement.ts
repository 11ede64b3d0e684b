import type { Announcement } from '../../domain/announcements/announcement.ts';
import type { Announcements } from './ports.ts';
import type { Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Users } from '../members/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** Every member is told of a new announcement, in the same transaction that posts it. */

export class PostAnnouncement {
  constructor(
    private readonly announcements: Announcements,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly users: Users,
    private readonly notifier: Notifier,
  ) {}

  execute({ title, description, by }: { title: string; description: string; by: string }): Promise<Announcement> {
    const announcement: Announcement = {
      id: this.ids.next(),
      title: title.trim(),
      description: description.trim(),
      createdAt: this.clock.now(),
      version: 0,
    };
    return this.uow.run(async () => {
      await this.announcements.add(announcement);
      await this.audit.record({
        at: announcement.createdAt,
        actor: by,
        action: 'announcement.post',
        subject: announcement.id,
        label: announcement.title,
        after: { title: announcement.title },
      });
      await this.notifier.notify(await this.users.listByRole('member'), {
        type: 'announcement-posted',
        announcementId: announcement.id,
        title: announcement.title,
        description: announcement.description,
      });
      return announcement;
    });
  }
}
