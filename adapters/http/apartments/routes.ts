/** The building's own flats: the admin adds, re-prices, photographs, retires and imports them; anyone sees a photo. */
import { DomainError } from '../../../domain/shared/errors.ts';
import { MAX_PHOTO_BYTES } from '../../../application/apartments/set-apartment-photo.ts';
import { type UseCases } from '../../../application/use-cases.ts';
import { MAX_IMPORT_BYTES, readApartmentsCsv } from './csv.ts';
import { idParam } from '../shared/contract.ts';
import {
  newApartmentBody,
  photoQuery,
  rentBody,
  type AdminApartmentDto,
  type ApartmentListDto,
  type AdminApartmentListDto,
  type ApartmentImportDto,
  apartmentsQuery,
} from './contract.ts';
import { adminApartmentDto as adminDto, apartmentDto } from './dto.ts';
import { HttpError } from '../errors.ts';
import { route, type Route, JsonAnswer, answerFor, ok } from '../route.ts';
import { type ListedApartment } from '../../../domain/apartments/apartment.ts';
import { type Page } from '../../../domain/shared/paging.ts';
import {
  adminApartmentListSchema,
  adminApartmentSchema,
  apartmentImportSchema,
  apartmentListSchema,
  apartmentSchema,
} from './contract.ts';
import { fileSchema } from '../shared/contract.ts';

const YEAR_SECONDS = 31_536_000;

const pageDto = (page: Page<ListedApartment>): ApartmentListDto => ({
  apartments: page.items.map(apartmentDto),
  total: page.total,
});

/**
 * What GET /api/apartments answers for a request's path and query (undefined for a query it refuses), outside the
 * router: the page of flats the apartments page's drawing shows. The page object stands for the page while the
 * catalogue is unchanged (the page cache hands back the same one), so whatever is made from it may be kept with it.
 */
export function apartmentsAnswerFor(u: UseCases) {
  return async (url: string) => {
    const query = apartmentsQuery.safeParse(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
    if (!query.success) return undefined;
    const page = await u.listApartments.execute(query.data);
    return { key: page, answer: pageDto(page) };
  };
}

export function apartmentsRoutes(u: UseCases): Route[] {
  const pageAnswers = new WeakMap<Page<ListedApartment>, JsonAnswer<ApartmentListDto>>();
  /** A flat just changed, as the admin's list shows it: it is free unless a lease holds it. */
  const changed = async (id: string): Promise<AdminApartmentDto> => {
    const flat = (await u.listBuildingApartments.execute()).find((a) => a.id === id);
    if (!flat) throw new DomainError('APARTMENT.NOT_FOUND', 'No such apartment');
    return adminDto(flat);
  };

  return [
    route({
      method: 'GET',
      path: '/api/apartments',
      access: 'guest',
      rateLimit: 'standard',
      summary:
        'A page of apartments (6 by default), optionally within a rent range and only the free ones; rented ones are marked',
      query: apartmentsQuery,
      response: apartmentListSchema,
      handle: async ({ query }) => {
        const page = await u.listApartments.execute(query);
        return ok(answerFor(pageAnswers, page, pageDto));
      },
    }),
    route({
      method: 'GET',
      path: '/api/apartments/:id',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'One listed apartment, as the list shows it (the apply form names the flat from it)',
      params: idParam,
      response: apartmentSchema,
      handle: async ({ params }) => ok(apartmentDto(await u.getApartment.execute(params.id))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/apartments',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every flat of the building, retired ones too, by block, floor and number',
      response: adminApartmentListSchema,
      handle: async () => {
        const body: AdminApartmentListDto = { apartments: (await u.listBuildingApartments.execute()).map(adminDto) };
        return { body };
      },
    }),
    route({
      method: 'POST',
      path: '/api/admin/apartments',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Add a flat (block, floor, number and monthly rent in whole taka); one flat per block, floor and number',
      body: newApartmentBody,
      formFields: true,
      response: adminApartmentSchema,
      handle: async ({ actor, body }) => {
        const added = await u.addApartment.execute({ ...body, by: actor.email });
        return { body: adminDto({ ...added, available: true }) };
      },
    }),
    route<Buffer, undefined, undefined, ApartmentImportDto>({
      method: 'POST',
      path: '/api/admin/apartments/import',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Load flats from a CSV file (header block,floor,number,rent): all of them, or none when any line is wrong',
      rawBody: {
        types: ['text/csv'],
        maxBytes: MAX_IMPORT_BYTES,
        tooLarge: () => new HttpError(413, 'A spreadsheet of flats must be at most 2 MB'),
      },
      response: apartmentImportSchema,
      handle: async ({ actor, body }) => {
        const rows = readApartmentsCsv(body.toString('utf8'));
        const result: ApartmentImportDto = await u.importApartments.execute({ rows, by: actor.email });
        return { body: result };
      },
    }),
    route({
      method: 'PATCH',
      path: '/api/admin/apartments/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Change the monthly rent for applications from now on; running leases and requests keep theirs',
      params: idParam,
      body: rentBody,
      formFields: true,
      response: adminApartmentSchema,
      handle: async ({ actor, params, body }) => {
        await u.changeRent.execute({ id: params.id, rent: body.rent, by: actor.email });
        return { body: await changed(params.id) };
      },
    }),
    route<Buffer, undefined, { id: string }, AdminApartmentDto>({
      method: 'PUT',
      path: '/api/admin/apartments/:id/photo',
      access: 'admin',
      rateLimit: 'standard',
      summary: "Replace the flat's photo: a JPEG, PNG or WebP picture of at most 5 MB, sent as the body",
      params: idParam,
      rawBody: {
        types: ['image/jpeg', 'image/png', 'image/webp'],
        maxBytes: MAX_PHOTO_BYTES,
        tooLarge: () =>
          new DomainError('APARTMENT.PHOTO_TOO_LARGE', 'That picture is larger than 5 MB; pick a smaller one'),
      },
      response: adminApartmentSchema,
      handle: async ({ actor, params, body }) => {
        await u.setApartmentPhoto.execute({ id: params.id, bytes: body, by: actor.email });
        return { body: await changed(params.id) };
      },
    }),
    route({
      method: 'POST',
      path: '/api/admin/apartments/:id/retire',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Stop letting a flat for good: it leaves every list and cannot be applied for; its history stays',
      params: idParam,
      response: adminApartmentSchema,
      handle: async ({ actor, params }) => {
        await u.retireApartment.execute({ id: params.id, by: actor.email });
        return { body: await changed(params.id) };
      },
    }),
    route({
      method: 'GET',
      path: '/api/apartments/:id/photo',
      access: 'guest',
      rateLimit: 'standard',
      summary: "A flat's photo; its URL names the photo, so it may be cached for ever",
      params: idParam,
      query: photoQuery,
      cacheSeconds: YEAR_SECONDS,
      immutable: true,
      produces: 'image/webp',
      response: fileSchema,
      handle: async ({ params, query, ctx }) => {
        // The browser's copy, named by the ETag it was sent with: a match is answered before any narrowing.
        const held = /^"([^"]+)"$/.exec(ctx.get('if-none-match'))?.[1];
        const { version, photo } = await u.getApartmentPhoto.execute({
          apartmentId: params.id,
          photoId: query.v,
          ...(query.w ? { width: query.w } : {}),
          ...(held ? { held } : {}),
        });
        ctx.set('ETag', `"${version}"`);
        if (!photo) return { status: 304, body: null };
        ctx.type = photo.contentType;
        return { body: Buffer.from(photo.bytes) };
      },
    }),
  ];
}
