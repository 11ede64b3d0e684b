import type { Announcement } from '../../domain/announcement.ts';
import type { Announcements, Clock, IdGenerator, UnitOfWork } from '../ports.ts';
import type { AuditTrail } from '../audit-trail.ts';

export class PostAnnouncement {
  constructor(
    private readonly announcements: Announcements,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
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
      return announcement;
    });
  }
}
