import type { UseCases } from '../../../application/use-cases.ts';
import { z } from 'zod';
import type { MyParkingDto, ParkingSpaceDto } from './contract.ts';
import { assignmentBody, myParkingSchema, parkingSpaceBody, parkingSpaceSchema, spaceParam } from './contract.ts';
import { type Route, route, ok } from '../route.ts';
import type { ParkingSpace } from '../../../domain/parking/parking.ts';

const parkingSpaceDto = (s: ParkingSpace): ParkingSpaceDto => ({
  id: s.id,
  label: s.label,
  memberEmail: s.memberEmail ?? null,
});

export function parkingRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/parking',
      access: 'admin',
      rateLimit: 'standard',
      summary: "The building's parking spaces, each with the member on it, if any",
      response: z.array(parkingSpaceSchema),
      handle: async () => ok((await u.listParkingSpaces.execute()).map(parkingSpaceDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/parking',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Add a parking space (labels unique regardless of case; 409 PARKING.LABEL_TAKEN)',
      body: parkingSpaceBody,
      formFields: true,
      response: parkingSpaceSchema,
      handle: async ({ actor, body }) =>
        ok(parkingSpaceDto(await u.addParkingSpace.execute({ label: body.label, by: actor.email }))),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/parking/:id/member',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Put a member on a space, or free it with null (409 PARKING.SPACE_TAKEN or PARKING.MEMBER_HAS_SPACE: one space per member, one member per space)',
      params: spaceParam,
      body: assignmentBody,
      response: parkingSpaceSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          parkingSpaceDto(
            await u.assignParkingSpace.execute({ spaceId: params.id, memberEmail: body.memberEmail, by: actor.email }),
          ),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/parking/mine',
      access: 'member',
      rateLimit: 'standard',
      summary: "The caller's own parking space, or null",
      response: myParkingSchema,
      handle: async ({ actor }) => {
        const space = await u.getMyParkingSpace.execute({ email: actor.email });
        const answer: MyParkingDto = { space: space ? parkingSpaceDto(space) : null };
        return ok(answer);
      },
    }),
  ];
}
