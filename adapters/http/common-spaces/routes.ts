import type { UseCases } from '../../../application/use-cases.ts';
import { z } from 'zod';
import { type Route, route, ok } from '../route.ts';
import {
  bookingBody,
  adminCancelBody,
  bookingSchema,
  dayQuery,
  daySlotsSchema,
  decisionBody,
  retireBody,
  spaceBody,
  spaceEditBody,
  spaceParam,
  spaceSchema,
} from './contract.ts';
import { bookingDto, slotDto, spaceDto } from './dto.ts';

/**
 * Who reads the day's bookings of every space: the front desk, the staff and the admins. Of a member the staff read a
 * name and a flat only.
 */
export const DAY_SHEET_ACCESS = 'front-desk' as const;

export function commonSpacesRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/spaces',
      access: 'admin',
      rateLimit: 'standard',
      summary: "The building's common spaces, retired ones too",
      response: z.array(spaceSchema),
      handle: async () => ok((await u.listSpaces.execute()).map(spaceDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/spaces',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Add a common space: opening hours, slot length, how far ahead, monthly limit per flat, approval, fee',
      body: spaceBody,
      formFields: true,
      response: spaceSchema,
      handle: async ({ actor, body }) => ok(spaceDto(await u.addSpace.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/spaces/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: "Change a space's terms over the version read (409 SPACE.CHANGED); bookings made keep theirs",
      params: spaceParam,
      body: spaceEditBody,
      formFields: true,
      response: spaceSchema,
      handle: async ({ actor, params, body }) =>
        ok(spaceDto(await u.editSpace.execute({ ...body, id: params.id, by: actor.email }))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/spaces/:id/retire',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Retire a space (409 SPACE.HAS_BOOKINGS while an active booking of it is still to come)',
      params: spaceParam,
      body: retireBody,
      response: spaceSchema,
      handle: async ({ actor, params, body }) =>
        ok(spaceDto(await u.retireSpace.execute({ id: params.id, version: body.version, by: actor.email }))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/space-bookings',
      access: DAY_SHEET_ACCESS,
      rateLimit: 'standard',
      summary:
        "Every space's bookings on a building's day (?day=YYYY-MM-DD), with flat and member (the member's email for admins only)",
      query: dayQuery,
      response: z.array(bookingSchema),
      handle: async ({ actor, query }) =>
        ok((await u.dayBookings.execute({ day: query.day })).map((b) => bookingDto(b, false, actor.role === 'admin'))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/space-bookings/pending',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'The bookings waiting for the admin’s answer, soonest first',
      response: z.array(bookingSchema),
      handle: async () => ok((await u.pendingBookings.execute()).map((b) => bookingDto(b))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/space-bookings/:id/decision',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Approve a pending booking (its fee charged to the books) or decline it with a reason (409 BOOKING.CHANGED)',
      params: spaceParam,
      body: decisionBody,
      formFields: true,
      response: bookingSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          bookingDto(
            await u.decideBooking.execute({
              id: params.id,
              approve: body.approve,
              ...(body.reason !== undefined ? { reason: body.reason } : {}),
              by: actor.email,
            }),
          ),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/admin/space-bookings/:id/cancel',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        "Cancel a member's active booking saying why; its fee is voided and the member told (409 BOOKING.CHANGED)",
      params: spaceParam,
      body: adminCancelBody,
      formFields: true,
      response: bookingSchema,
      handle: async ({ actor, params, body }) =>
        ok(bookingDto(await u.cancelMemberBooking.execute({ id: params.id, reason: body.reason, by: actor.email }))),
    }),
    route({
      method: 'GET',
      path: '/api/spaces',
      access: 'member',
      rateLimit: 'standard',
      summary: 'The common spaces a member may book',
      response: z.array(spaceSchema),
      handle: async () => ok((await u.listBookableSpaces.execute()).map(spaceDto)),
    }),
    route({
      method: 'GET',
      path: '/api/spaces/:id/slots',
      access: 'member',
      rateLimit: 'standard',
      summary: "A space's slots on a building's day (?day=YYYY-MM-DD), each free, taken or past",
      params: spaceParam,
      query: dayQuery,
      response: daySlotsSchema,
      handle: async ({ params, query }) => {
        const found = await u.getSpaceSlots.execute({ spaceId: params.id, day: query.day });
        return ok({ space: spaceDto(found.space), day: found.day, slots: found.slots.map(slotDto) });
      },
    }),
    route({
      method: 'POST',
      path: '/api/space-bookings',
      access: 'member',
      rateLimit: 'strict',
      creates: true,
      summary:
        "Book a slot for the caller's flat (409 BOOKING.SLOT_TAKEN when someone else just did, BOOKING.LIMIT_REACHED over the monthly limit)",
      body: bookingBody,
      formFields: true,
      response: bookingSchema,
      handle: async ({ actor, body }) => ok(bookingDto(await u.bookSpace.execute({ actor, ...body }), true)),
    }),
    route({
      method: 'GET',
      path: '/api/space-bookings/mine',
      access: 'member',
      rateLimit: 'standard',
      summary: "The caller's bookings, every status, soonest first",
      response: z.array(bookingSchema),
      handle: async ({ actor }) =>
        ok((await u.myBookings.execute({ email: actor.email })).map((v) => bookingDto(v.booking, v.cancellable))),
    }),
    route({
      method: 'POST',
      path: '/api/space-bookings/:id/cancel',
      access: 'member',
      rateLimit: 'standard',
      summary: 'Cancel one of the caller’s bookings up to 24 hours before it starts (409 BOOKING.TOO_LATE)',
      params: spaceParam,
      response: bookingSchema,
      handle: async ({ actor, params }) => ok(bookingDto(await u.cancelBooking.execute({ actor, id: params.id }))),
    }),
  ];
}
