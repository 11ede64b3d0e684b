/**
 * The building's details: anyone reads them (home page, map, footer), the admin changes them. And its rent schedule
 * (the due day and the reminders), which only the admin reads and changes; members see the due day with their dues.
 */
import { type UseCases } from '../../../application/use-cases.ts';
import { buildingBody, rentScheduleBody } from './contract.ts';
import { buildingDto, rentScheduleDto, summaryDto } from './dto.ts';
import { route, type Route, ok } from '../route.ts';
import { adminSummarySchema, buildingSchema, rentScheduleSchema } from './contract.ts';

export function buildingRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/summary',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Rooms (total, available %, rented %) and people (users, members)',
      response: adminSummarySchema,
      handle: async () => ok(summaryDto(await u.getAdminSummary.execute())),
    }),
    route({
      method: 'GET',
      path: '/api/building',
      access: 'guest',
      rateLimit: 'standard',
      summary: "The building's name, address, map location and contacts (read from the database on every call)",
      response: buildingSchema,
      handle: async () => ({ body: buildingDto(await u.getBuilding.execute()) }),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/building',
      access: 'admin',
      rateLimit: 'standard',
      summary: "Change the building's details over the version they were read at (409 when someone saved meanwhile)",
      body: buildingBody,
      formFields: true,
      response: buildingSchema,
      handle: async ({ actor, body: { version, ...details } }) => ({
        body: buildingDto(await u.saveBuilding.execute({ details, version, by: actor.email })),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/rent-schedule',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'The day rent is due and the reminders around it (the default until an admin saves one)',
      response: rentScheduleSchema,
      handle: async () => ({ body: rentScheduleDto(await u.getRentSchedule.execute()) }),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/rent-schedule',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Change the rent due day and reminders over the version they were read at (409 when someone saved meanwhile)',
      body: rentScheduleBody,
      formFields: true,
      response: rentScheduleSchema,
      handle: async ({ actor, body: { version, ...schedule } }) => ({
        body: rentScheduleDto(await u.saveRentSchedule.execute({ schedule, version, by: actor.email })),
      }),
    }),
  ];
}
