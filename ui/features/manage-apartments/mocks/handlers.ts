import { delay, http, HttpResponse } from 'msw';
import {
  type AdminApartmentDto,
  adminApartmentListSchema,
  adminApartmentSchema,
  apartmentImportSchema,
} from '@contract/apartments';
import { APARTMENT_RULES } from '@domain/apartments/apartment.ts';
import { json } from '@/lib/mocks/json.ts';

/** The building as an admin sees it: free, let, without a photo yet, and retired. */
export const sampleFlats: AdminApartmentDto[] = [
  {
    _id: 'ap-1',
    image: '/images/apartments/apartment-1.webp',
    block: 'A',
    floor: 1,
    number: 'A101',
    rent: 12500,
    available: true,
    retired: false,
  },
  {
    _id: 'ap-2',
    image: '/images/apartments/apartment-2.webp',
    block: 'A',
    floor: 1,
    number: 'A102',
    rent: 13000,
    available: false,
    retired: false,
  },
  { _id: 'ap-3', image: '', block: 'B', floor: 2, number: 'B201', rent: 15500, available: true, retired: false },
  {
    _id: 'ap-4',
    image: '/images/apartments/apartment-3.webp',
    block: 'B',
    floor: 2,
    number: 'B202',
    rent: 14000,
    available: true,
    retired: true,
  },
  {
    _id: 'ap-5',
    image: '/images/apartments/apartment-4.webp',
    block: 'C',
    floor: 3,
    number: 'C301',
    rent: 18000,
    available: true,
    retired: false,
  },
];

const refusal = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ message, code, requestId: 'story', ...extra }, { status });
const flat = adminApartmentSchema;
const flatOf = (id: unknown) => sampleFlats.find((a) => a._id === id) ?? sampleFlats[0]!;

export const flatList = (list: AdminApartmentDto[] = sampleFlats) =>
  http.get('/api/admin/apartments', () => json(adminApartmentListSchema, { apartments: list }));
export const flatListPending = http.get('/api/admin/apartments', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
export const flatListFailing = http.get('/api/admin/apartments', () =>
  refusal(500, 'STORY.FAILURE', 'Something went wrong on our side'),
);

/** Every change answered as the server would when it goes through. Bodies are read from a clone (see the dashboard's mocks). */
export const flatChanges = [
  http.post('/api/admin/apartments/import', () => json(apartmentImportSchema, { imported: 50 }, 201)),
  http.post('/api/admin/apartments', async ({ request }) => {
    const body = (await request.clone().json()) as Omit<AdminApartmentDto, '_id' | 'image' | 'available' | 'retired'>;
    return json(
      flat,
      {
        _id: 'ap-new',
        image: '',
        available: true,
        retired: false,
        ...body,
        block: body.block.toUpperCase(),
        number: body.number.toUpperCase(),
      },
      201,
    );
  }),
  http.patch('/api/admin/apartments/:id', async ({ params, request }) => {
    const { rent } = (await request.clone().json()) as { rent: number };
    return json(flat, { ...flatOf(params.id), rent });
  }),
  http.put('/api/admin/apartments/:id/photo', ({ params }) =>
    json(flat, { ...flatOf(params.id), image: '/images/apartments/apartment-5.webp' }),
  ),
  http.post('/api/admin/apartments/:id/retire', ({ params }) => json(flat, { ...flatOf(params.id), retired: true })),
];

/** The server's answer to an empty form: each field's rule, by field. */
export const addRefusedFields = http.post('/api/admin/apartments', () =>
  refusal(400, 'VALIDATION.INVALID_INPUT', 'block: Block must be 1 to 10 letters or digits, like A', {
    fields: APARTMENT_RULES,
  }),
);
export const addDuplicate = http.post('/api/admin/apartments', () =>
  refusal(409, 'APARTMENT.DUPLICATE', 'Block A, floor 1, A101 is already in the building'),
);
export const rentRefused = http.patch('/api/admin/apartments/:id', () =>
  refusal(400, 'VALIDATION.INVALID_INPUT', `rent: ${APARTMENT_RULES.rent}`, { fields: { rent: APARTMENT_RULES.rent } }),
);
export const photoRefused = http.put('/api/admin/apartments/:id/photo', () =>
  refusal(400, 'APARTMENT.PHOTO_INVALID', 'That file is not a JPEG, PNG or WebP picture'),
);
/** A101, listed as free, was let by another admin since the list was read: the server refuses to retire it. */
export const retireLeased = http.post('/api/admin/apartments/:id/retire', () =>
  refusal(409, 'APARTMENT.LEASED', 'Block A, floor 1, A101 is let to a member: remove the member before retiring it'),
);
export const importRefused = http.post('/api/admin/apartments/import', () =>
  refusal(400, 'APARTMENT.IMPORT_INVALID', 'Line 4: Rent must be a whole number of taka from 1 to 10,000,000', {
    line: 4,
  }),
);
export const importPending = http.post('/api/admin/apartments/import', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
