/**
 * Maintenance requests: a resident reports a problem and follows it, the admins work through the board. Who may do
 * what to which request is the domain's to decide; these routes only say who may call at all.
 */
import type { UseCases } from '../../../application/use-cases.ts';
import {
  describePhoto,
  photoTooLarge,
  PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  tooManyPhotos,
} from '../../../domain/maintenance/fields.ts';
import { idParam } from '../shared/contract.ts';
import {
  MAINTENANCE_PHOTOS_PART,
  MAINTENANCE_REPORT_PART,
  maintenancePhotoParams,
  maintenanceAdminCommentBody,
  maintenanceAssignmentBody,
  staffJobSchema,
  staffJobStatusBody,
  maintenanceBoardQuery,
  maintenanceCloseBody,
  maintenanceCommentBody,
  maintenanceReopenBody,
  maintenanceReportBody,
  maintenanceStatusBody,
  maintenanceSummaryQuery,
  type MaintenanceReportDto,
} from './contract.ts';
import { maintenanceDto, maintenanceSummaryDto, staffJobDto } from './dto.ts';
import type { Context } from 'koa';
import type { MaintenancePhoto } from '../../../application/maintenance/ports.ts';
import { route, type Route } from '../route.ts';
import { z } from 'zod';
import { maintenanceReportSchema, maintenanceRequestSchema, maintenanceSummarySchema } from './contract.ts';
import { fileSchema } from '../shared/contract.ts';

/** A photo never changes under its URL, but who may see it can: a signed-in browser keeps it an hour, nobody else. */
const PHOTO_CACHE_SECONDS = 3600;

/**
 * A request's photo as an answer: only ever shown as a picture, never sniffed as, or rendered like, a page of its own.
 */
function photoAnswer(ctx: Context, photo: MaintenancePhoto) {
  ctx.type = photo.contentType;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Disposition', `inline; filename="request-photo-${photo.position}.webp"`);
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  return { body: Buffer.from(photo.bytes) };
}

export function maintenanceRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'POST',
      path: '/api/maintenance',
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Report a problem in the caller\'s own flat (found from their lease) or a common area; at most 5 a day. As multipart/form-data, the report is the JSON part "report" and up to 3 "photos" files (JPEG, PNG or WebP, 5 MB each) go with it. An emergency\'s answer carries the building\'s emergency phone',
      body: maintenanceReportBody,
      formFields: true,
      multipart: {
        jsonPart: MAINTENANCE_REPORT_PART,
        filePart: MAINTENANCE_PHOTOS_PART,
        maxFiles: PHOTO_LIMIT,
        maxFileBytes: PHOTO_MAX_BYTES,
        tooMany: tooManyPhotos,
        tooLarge: (position, fileName) => photoTooLarge(describePhoto(position, fileName)),
      },
      response: maintenanceReportSchema,
      handle: async ({ actor, body, files }) => {
        const photos = files.map(({ bytes, fileName }) => ({ bytes, fileName }));
        const { emergencyPhone, ...view } = await u.reportProblem.execute({ actor, report: body, photos });
        const answer: MaintenanceReportDto = { ...maintenanceDto(view), emergencyPhone: emergencyPhone ?? null };
        return { body: answer };
      },
    }),
    route({
      method: 'GET',
      path: '/api/maintenance',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'The problems the caller reported, newest first',
      response: z.array(maintenanceRequestSchema),
      handle: async ({ actor }) => ({ body: (await u.listMyRequests.execute(actor)).map(maintenanceDto) }),
    }),
    route({
      method: 'GET',
      path: '/api/maintenance/:id',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "One request: a resident's own only (403 otherwise), with internal notes for admins only",
      params: idParam,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params }) => ({
        body: maintenanceDto(await u.getRequest.execute({ actor, id: params.id })),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/maintenance/:id/photos/:position',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "A photo sent with a request, re-encoded as WebP without its metadata: to the request's own resident and the admins only (403 otherwise)",
      params: maintenancePhotoParams,
      produces: 'image/webp',
      cacheSeconds: PHOTO_CACHE_SECONDS,
      privateCache: true,
      response: fileSchema,
      handle: async ({ actor, params, ctx }) =>
        photoAnswer(ctx, await u.getRequestPhoto.execute({ actor, id: params.id, position: params.position })),
    }),
    route({
      method: 'POST',
      path: '/api/maintenance/:id/comments',
      access: 'signed-in',
      rateLimit: 'strict',
      summary: "Comment on one's own open request (an admin may comment on any)",
      params: idParam,
      body: maintenanceCommentBody,
      formFields: true,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params, body }) => ({
        body: maintenanceDto(
          await u.commentOnRequest.execute({ actor, id: params.id, text: body.text, internal: false }),
        ),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/maintenance/:id/reopen',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'The problem is back: reopen a resolved request of ones own within 7 days of its resolution',
      params: idParam,
      body: maintenanceReopenBody,
      formFields: true,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params, body }) => ({
        body: maintenanceDto(
          await u.reopenRequest.execute({
            actor,
            id: params.id,
            ...(body.reason !== undefined ? { reason: body.reason } : {}),
          }),
        ),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/maintenance/:id/close',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'Confirm a resolved request of ones own is fixed, perhaps with a rating of 1 to 5 stars and a comment',
      params: idParam,
      body: maintenanceCloseBody,
      formFields: true,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params, body }) => ({
        body: maintenanceDto(await u.closeRequest.execute({ actor, id: params.id, feedback: body })),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/maintenance',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'The maintenance board: emergencies first, then the oldest; optionally one status, category or flat',
      query: maintenanceBoardQuery,
      response: z.array(maintenanceRequestSchema),
      handle: async ({ actor, query }) => ({
        body: (await u.listMaintenanceBoard.execute({ actor, filter: query })).map(maintenanceDto),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/maintenance/summary',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'A month of maintenance (this month by default): opened, resolved, median time to resolve, average rating',
      query: maintenanceSummaryQuery,
      response: maintenanceSummarySchema,
      handle: async ({ query }) => ({
        body: maintenanceSummaryDto(await u.getMaintenanceSummary.execute(query.month ? { month: query.month } : {})),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/admin/maintenance/:id/status',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Start work on a request, mark it resolved, or decline it saying why (409 when the steps forbid it)',
      params: idParam,
      body: maintenanceStatusBody,
      formFields: true,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params, body }) => ({
        body: maintenanceDto(
          await u.changeRequestStatus.execute({
            actor,
            id: params.id,
            action: body.action,
            ...(body.reason !== undefined ? { reason: body.reason } : {}),
          }),
        ),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/admin/maintenance/:id/comments',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Comment on a request, or add an internal note the resident never sees',
      params: idParam,
      body: maintenanceAdminCommentBody,
      formFields: true,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params, body }) => ({
        body: maintenanceDto(await u.commentOnRequest.execute({ actor, id: params.id, ...body })),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/admin/maintenance/:id/assignment',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Give a request to a staff member on the roster, another one, or nobody (null), over the version shown (409 MAINTENANCE.CHANGED)',
      params: idParam,
      body: maintenanceAssignmentBody,
      response: maintenanceRequestSchema,
      handle: async ({ actor, params, body }) => ({
        body: maintenanceDto(
          await u.assignRequest.execute({ actor, id: params.id, staffEmail: body.staffEmail, version: body.version }),
        ),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/staff/jobs',
      access: 'staff',
      rateLimit: 'standard',
      summary: 'The requests assigned to the calling staff member, emergencies first, then the oldest',
      response: z.array(staffJobSchema),
      handle: async ({ actor }) => ({ body: (await u.listMyJobs.execute(actor)).map(staffJobDto) }),
    }),
    route({
      method: 'GET',
      path: '/api/staff/jobs/:id',
      access: 'staff',
      rateLimit: 'standard',
      summary: 'One job of the caller’s (404 MAINTENANCE.NOT_ASSIGNED for a request not assigned to them)',
      params: idParam,
      response: staffJobSchema,
      handle: async ({ actor, params }) => ({ body: staffJobDto(await u.getMyJob.execute({ actor, id: params.id })) }),
    }),
    route({
      method: 'GET',
      path: '/api/staff/jobs/:id/photos/:position',
      access: 'staff',
      rateLimit: 'standard',
      summary:
        'A photo sent with one of the caller’s jobs, re-encoded as WebP without its metadata (404 MAINTENANCE.NOT_ASSIGNED for a request not assigned to them)',
      params: maintenancePhotoParams,
      produces: 'image/webp',
      cacheSeconds: PHOTO_CACHE_SECONDS,
      privateCache: true,
      response: fileSchema,
      handle: async ({ actor, params, ctx }) =>
        photoAnswer(
          ctx,
          await u.getRequestPhoto.execute({ actor, id: params.id, position: params.position, asStaff: true }),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/staff/jobs/:id/status',
      access: 'staff',
      rateLimit: 'standard',
      summary: 'Start work on one of the caller’s jobs or mark it resolved (409 when the steps forbid it)',
      params: idParam,
      body: staffJobStatusBody,
      response: staffJobSchema,
      handle: async ({ actor, params, body }) => ({
        body: staffJobDto(
          await u.changeRequestStatus.execute({ actor, id: params.id, action: body.action, asStaff: true }),
        ),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/staff/jobs/:id/comments',
      access: 'staff',
      rateLimit: 'standard',
      summary: 'Comment on one of the caller’s open jobs; the resident and the admins read it',
      params: idParam,
      body: maintenanceCommentBody,
      formFields: true,
      response: staffJobSchema,
      handle: async ({ actor, params, body }) => ({
        body: staffJobDto(
          await u.commentOnRequest.execute({ actor, id: params.id, text: body.text, internal: false, asStaff: true }),
        ),
      }),
    }),
  ];
}
