import type { UseCases } from '../../../application/use-cases.ts';
import { z } from 'zod';
import { PARCEL_PHOTO_MAX_BYTES, parcelPhotoTooLarge, tooManyParcelPhotos } from '../../../domain/parcels/parcels.ts';
import { collectBody, PARCEL_PART, PARCEL_PHOTO_PART, parcelBody, parcelParam, parcelSchema } from './contract.ts';
import { parcelDto } from './dto.ts';
import { fileSchema } from '../shared/contract.ts';
import { type Route, route, ok } from '../route.ts';

/** A photo never changes under its URL, but who may see it can: a signed-in browser keeps it an hour, nobody else. */
const PHOTO_CACHE_SECONDS = 3600;

/** The photo's answer: only ever shown as a picture, never sniffed as, or rendered like, a page of its own. */
const photoRoute = (u: UseCases, path: string, access: 'front-desk' | 'member', summary: string): Route =>
  route({
    method: 'GET',
    path,
    access,
    rateLimit: 'standard',
    summary,
    params: parcelParam,
    produces: 'image/webp',
    cacheSeconds: PHOTO_CACHE_SECONDS,
    privateCache: true,
    response: fileSchema,
    handle: async ({ actor, params, ctx }) => {
      const photo = await u.getParcelPhoto.execute({ actor, id: params.id });
      ctx.type = photo.contentType;
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', 'inline; filename="parcel.webp"');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      return { body: Buffer.from(photo.bytes) };
    },
  });

/** The front desk's parcels: the building's staff and the admins. */
function deskRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/desk/parcels',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: 'The parcels waiting at the desk, the longest waiting first',
      response: z.array(parcelSchema),
      handle: async () => ok((await u.listWaitingParcels.execute()).map(parcelDto)),
    }),
    route({
      method: 'POST',
      path: '/api/desk/parcels',
      access: 'front-desk',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Log a parcel for a flat; its residents are told at once. As multipart/form-data, the parcel is the JSON part "parcel" and one "photo" file (JPEG, PNG or WebP, 5 MB) may go with it (400 PARCEL.PHOTO_INVALID for a file that is no picture)',
      body: parcelBody,
      formFields: true,
      multipart: {
        jsonPart: PARCEL_PART,
        filePart: PARCEL_PHOTO_PART,
        maxFiles: 1,
        maxFileBytes: PARCEL_PHOTO_MAX_BYTES,
        tooMany: tooManyParcelPhotos,
        tooLarge: parcelPhotoTooLarge,
      },
      response: parcelSchema,
      handle: async ({ actor, body, files }) => {
        const photo = files[0] && { bytes: files[0].bytes };
        return ok(parcelDto(await u.logParcel.execute({ ...body, ...(photo ? { photo } : {}), by: actor.email })));
      },
    }),
    route({
      method: 'POST',
      path: '/api/desk/parcels/:id/collect',
      access: 'front-desk',
      rateLimit: 'standard',
      summary: 'Mark a parcel collected, naming who took it (409 PARCEL.ALREADY_COLLECTED)',
      params: parcelParam,
      body: collectBody,
      formFields: true,
      response: parcelSchema,
      handle: async ({ actor, params, body }) =>
        ok(parcelDto(await u.collectParcel.execute({ actor, id: params.id, collectedBy: body.collectedBy }))),
    }),
    photoRoute(
      u,
      '/api/desk/parcels/:id/photo',
      'front-desk',
      "A parcel's photo taken at the desk, re-encoded as WebP",
    ),
  ];
}

/** A resident's own parcels: those of the flat their running lease is on. */
function residentRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/parcels/mine',
      access: 'member',
      rateLimit: 'standard',
      summary: "The caller's flat's parcels: every one waiting at the desk, then the latest collected",
      response: z.array(parcelSchema),
      handle: async ({ actor }) => ok((await u.listMyParcels.execute({ actor })).map(parcelDto)),
    }),
    route({
      method: 'POST',
      path: '/api/parcels/:id/collect',
      access: 'member',
      rateLimit: 'standard',
      summary:
        "Mark a parcel of the caller's flat collected, naming who took it (404 PARCEL.NOT_FOUND for another flat's; 409 PARCEL.ALREADY_COLLECTED)",
      params: parcelParam,
      body: collectBody,
      formFields: true,
      response: parcelSchema,
      handle: async ({ actor, params, body }) =>
        ok(parcelDto(await u.collectParcel.execute({ actor, id: params.id, collectedBy: body.collectedBy }))),
    }),
    photoRoute(
      u,
      '/api/parcels/:id/photo',
      'member',
      "The photo of a parcel of the caller's flat, taken at the desk (404 PARCEL.NOT_FOUND otherwise)",
    ),
  ];
}

export function parcelsRoutes(u: UseCases): Route[] {
  return [...deskRoutes(u), ...residentRoutes(u)];
}
