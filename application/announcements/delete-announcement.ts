import type { Announcements } from './ports.ts';
import type { UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { announcementChanged, announcementGone } from './edit-announcement.ts';

/**
 * The admin deletes an announcement as they last saw it: one edited meanwhile is kept (ANNOUNCEMENT.CHANGED), so
 * nobody deletes words they have not read. The audit log keeps its title and text.
 */
export class DeleteAnnouncement {
  constructor(
    private readonly announcements: Announcements,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, version, by }: { id: string; version: number; by: string }): Promise<void> {
    return this.uow.run(async () => {
      const current = await this.announcements.byId(id);
      if (!current) throw announcementGone();
      if (current.version !== version || !(await this.announcements.remove(id, version))) {
        throw (await this.announcements.byId(id)) ? announcementChanged() : announcementGone();
      }
      await this.audit.record({
        actor: by,
        action: 'announcement.delete',
        subject: id,
        label: current.title,
        before: { title: current.title, description: current.description },
      });
    });
  }
}
