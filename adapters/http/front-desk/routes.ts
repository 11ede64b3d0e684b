import type { UseCases } from '../../../application/use-cases.ts';
import { z } from 'zod';
import {
  codeParam,
  deskFlatSchema,
  deskQuery,
  logQuery,
  passBody,
  staffBody,
  staffEmailParam,
  staffMemberSchema,
  visitorSettingsBody,
  visitorSettingsSchema,
  visitParam,
  visitSchema,
  walkInBody,
} from './contract.ts';
import { staffMemberDto, visitDto } from './dto.ts';
import { messageSchema } from '../shared/contract.ts';
import { type Route, route, ok } from '../route.ts';

/** The admin's staff list and the visitor log's keeping. */
function staffRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/staff',
      access: 'admin',
      rateLimit: 'standard',
      summary: "The building's staff: guards, the caretaker, the manager's assistant",
      response: z.array(staffMemberSchema),
      handle: async () => ok((await u.listStaff.execute()).map(staffMemberDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/staff',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Add a staff member by the email they sign in with (409 STAFF.NOT_ELIGIBLE for a resident or an admin, STAFF.ALREADY_STAFF)',
      body: staffBody,
      formFields: true,
      response: staffMemberSchema,
      handle: async ({ actor, body }) =>
        ok(staffMemberDto(await u.addStaffMember.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'DELETE',
      path: '/api/admin/staff/:email',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Remove a staff member: a plain user again, refused from their next request (404 STAFF.NOT_FOUND)',
      params: staffEmailParam,
      response: messageSchema,
      handle: async ({ actor, params }) => {
        await u.removeStaffMember.execute({ email: params.email, by: actor.email });
        return ok({ message: 'Staff member removed' });
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/visitor-settings',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'How many days the visitor log is kept (90 until an admin saves a number), with its version',
      response: visitorSettingsSchema,
      handle: async () => ok(await u.getVisitorSettings.execute()),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/visitor-settings',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Keep the visitor log 1 to 3650 days, on the version read (409 VISITOR.SETTINGS_CHANGED)',
      body: visitorSettingsBody,
      formFields: true,
      response: visitorSettingsSchema,
      handle: async ({ actor, body }) => ok(await u.saveVisitorSettings.execute({ ...body, by: actor.email })),
    }),
  ];
}

/** A resident's own visitor passes. */
function passRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/visitors/mine',
      access: 'member',
      rateLimit: 'standard',
      summary: "The caller's flat's visitors from today on: their passes and the gate's walk-ins",
      response: z.array(visitSchema),
      handle: async ({ actor }) => ok((await u.listMyVisitors.execute({ actor })).map(visitDto)),
    }),
    route({
      method: 'POST',
      path: '/api/visitors',
      access: 'member',
      rateLimit: 'strict',
      creates: true,
      summary: 'Register a visitor for today or a later day; the answer carries the pass code',
      body: passBody,
      formFields: true,
      response: visitSchema,
      handle: async ({ actor, body }) => ok(visitDto(await u.registerVisitor.execute({ actor, ...body }))),
    }),
    route({
      method: 'POST',
      path: '/api/visitors/:id/cancel',
      access: 'member',
      rateLimit: 'standard',
      summary: "Cancel one of the caller's passes nobody has used (409 VISITOR.ALREADY_USED)",
      params: visitParam,
      response: visitSchema,
      handle: async ({ actor, params }) => ok(visitDto(await u.cancelVisitorPass.execute({ actor, id: params.id }))),
    }),
  ];
}

/** The gate: the building's staff and the admins. */
function deskRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/desk/visitors',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: "Today's visitors, optionally those matching a code, a name, a phone number or a flat",
      query: deskQuery,
      response: z.array(visitSchema),
      handle: async ({ query }) =>
        ok((await u.findVisitors.execute({ ...(query.q ? { query: query.q } : {}) })).map(visitDto)),
    }),
    route({
      method: 'GET',
      path: '/api/desk/flats',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: "The building's flats, each with its resident's name, for logging a walk-in",
      response: z.array(deskFlatSchema),
      handle: async () => ok(await u.listDeskFlats.execute()),
    }),
    route({
      method: 'POST',
      path: '/api/desk/passes/:code/arrive',
      access: 'front-desk',
      rateLimit: 'standard',
      summary:
        "Let in the visitor of today's pass with this code (404 VISITOR.NOT_FOUND; 409 VISITOR.EXPIRED, NOT_TODAY, ALREADY_USED, CANCELLED)",
      params: codeParam,
      response: visitSchema,
      handle: async ({ params }) => ok(visitDto(await u.markArrival.execute({ code: params.code }))),
    }),
    route({
      method: 'POST',
      path: '/api/desk/visits/:id/arrive',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: 'Let in the visitor of this pass, found in the list (409 as by code)',
      params: visitParam,
      response: visitSchema,
      handle: async ({ params }) => ok(visitDto(await u.markArrival.execute({ id: params.id }))),
    }),
    route({
      method: 'POST',
      path: '/api/desk/visits/:id/leave',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: 'Mark the visitor as gone (409 VISITOR.NOT_INSIDE)',
      params: visitParam,
      response: visitSchema,
      handle: async ({ params }) => ok(visitDto(await u.markDeparture.execute({ id: params.id }))),
    }),
    route({
      method: 'POST',
      path: '/api/desk/walk-ins',
      access: 'front-desk',
      rateLimit: 'standard',
      creates: true,
      summary: "Log a visitor who came without a pass, let in to a flat now; the flat's resident is told",
      body: walkInBody,
      formFields: true,
      response: visitSchema,
      handle: async ({ actor, body }) => ok(visitDto(await u.logWalkIn.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'GET',
      path: '/api/desk/visitor-log',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: 'The visitor log between two days (the last week by default), optionally one flat, latest first',
      query: logQuery,
      // The log's filter is a form: a day that is no day is named beside its field.
      formFields: true,
      response: z.array(visitSchema),
      handle: async ({ query }) => ok((await u.searchVisitorLog.execute(query)).map(visitDto)),
    }),
  ];
}

export function frontDeskRoutes(u: UseCases): Route[] {
  return [...staffRoutes(u), ...passRoutes(u), ...deskRoutes(u)];
}
