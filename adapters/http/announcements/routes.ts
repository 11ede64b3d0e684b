import type { UseCases } from '../../../application/use-cases.ts';
import { announcementBody, announcementEditBody, versionQuery } from './contract.ts';
import { idParam } from '../shared/contract.ts';
import { announcementDto } from './dto.ts';
import { type Route, route, ok } from '../route.ts';
import { z } from 'zod';
import { announcementSchema } from './contract.ts';
import { messageSchema } from '../shared/contract.ts';

export function announcementsRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/announcements',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'Announcements, newest first',
      response: z.array(announcementSchema),
      handle: async () => ok((await u.listAnnouncements.execute()).map(announcementDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/announcements',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Post an announcement to every resident',
      body: announcementBody,
      formFields: true,
      response: announcementSchema,
      handle: async ({ actor, body }) =>
        ok(announcementDto(await u.postAnnouncement.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/announcements/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Rewrite an announcement over the version it was read at (409 when another admin changed it meanwhile)',
      params: idParam,
      body: announcementEditBody,
      formFields: true,
      response: announcementSchema,
      handle: async ({ actor, params: { id }, body }) =>
        ok(announcementDto(await u.editAnnouncement.execute({ ...body, id, by: actor.email }))),
    }),
    route({
      method: 'DELETE',
      path: '/api/admin/announcements/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Delete an announcement as it was read (409 when another admin changed it meanwhile)',
      params: idParam,
      query: versionQuery,
      response: messageSchema,
      handle: async ({ actor, params: { id }, query: { version } }) => {
        await u.deleteAnnouncement.execute({ id, version, by: actor.email });
        return ok({ message: 'Announcement deleted' });
      },
    }),
  ];
}
