import type { Wiring } from '../wiring.ts';
import { DeleteAnnouncement } from './delete-announcement.ts';
import { EditAnnouncement } from './edit-announcement.ts';
import { ListAnnouncements } from './list-announcements.ts';
import { PostAnnouncement } from './post-announcement.ts';

/** The announcements area's use cases, wired from the ports and the shared helpers. */
export function announcementsUseCases(w: Wiring) {
  const { r, s, audit, notifier } = w;
  const { users, announcements, uow } = r;
  const { clock, ids } = s;
  return {
    listAnnouncements: new ListAnnouncements(announcements),
    postAnnouncement: new PostAnnouncement(announcements, uow, ids, clock, audit, users, notifier),
    editAnnouncement: new EditAnnouncement(announcements, uow, clock, audit, users, notifier),
    deleteAnnouncement: new DeleteAnnouncement(announcements, uow, audit),
  };
}
