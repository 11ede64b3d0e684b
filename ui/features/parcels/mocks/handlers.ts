import { http } from 'msw';
import { z } from 'zod';
import { type ParcelDto, parcelSchema } from '@contract/parcels';
import { json } from '@/lib/mocks/json.ts';

/** Parcels at the desk: two waiting (one with a photo), one collected, for B401 and A101. */
export const sampleParcels: ParcelDto[] = [
  {
    id: 'parcel-1',
    flat: 'B401',
    carrier: 'Sundarban Courier',
    note: 'Heavy box, kept behind the desk',
    hasPhoto: true,
    status: 'waiting',
    loggedAt: '2026-11-17T05:30:00.000Z',
    loggedOn: '2026-11-17',
    collectedBy: null,
    collectedAt: null,
  },
  {
    id: 'parcel-2',
    flat: 'A101',
    carrier: 'Pathao',
    note: '',
    hasPhoto: false,
    status: 'waiting',
    loggedAt: '2026-11-20T04:00:00.000Z',
    loggedOn: '2026-11-20',
    collectedBy: null,
    collectedAt: null,
  },
  {
    id: 'parcel-3',
    flat: 'B401',
    carrier: 'DHL',
    note: '',
    hasPhoto: false,
    status: 'collected',
    loggedAt: '2026-11-12T06:00:00.000Z',
    loggedOn: '2026-11-12',
    collectedBy: 'Nadia Rahman',
    collectedAt: '2026-11-12T13:20:00.000Z',
  },
];

/** A tiny WebP picture (one grey pixel), as the server serves a parcel's photo. */
const PHOTO = Uint8Array.from(atob('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'), (c) => c.charCodeAt(0));

const collected = (parcel: ParcelDto | undefined, body: { collectedBy?: string }): ParcelDto => ({
  ...(parcel ?? sampleParcels[0]!),
  status: 'collected',
  collectedBy: body.collectedBy ?? '',
  collectedAt: '2026-11-20T09:00:00.000Z',
});

/** Every parcels call, answered happily from the samples (or the lists given). */
export const parcelsHandlers = ({
  waiting = sampleParcels.filter((p) => p.status === 'waiting'),
  mine = sampleParcels.filter((p) => p.flat === 'B401'),
}: { waiting?: ParcelDto[]; mine?: ParcelDto[] } = {}) => [
  http.get('/api/desk/parcels', () => json(z.array(parcelSchema), waiting)),
  http.get('/api/parcels/mine', () => json(z.array(parcelSchema), mine)),
  http.post('/api/desk/parcels', async ({ request }) => {
    const form = request.headers.get('content-type')?.startsWith('multipart/');
    const body = (
      form ? JSON.parse(String((await request.clone().formData()).get('parcel'))) : await request.clone().json()
    ) as { carrier: string };
    return json(parcelSchema, { ...sampleParcels[1]!, id: 'parcel-new', carrier: body.carrier, hasPhoto: !!form }, 201);
  }),
  http.post('/api/desk/parcels/:id/collect', async ({ params, request }) =>
    json(
      parcelSchema,
      collected(
        sampleParcels.find((p) => p.id === params.id),
        (await request.clone().json()) as { collectedBy?: string },
      ),
    ),
  ),
  http.post('/api/parcels/:id/collect', async ({ params, request }) =>
    json(
      parcelSchema,
      collected(
        sampleParcels.find((p) => p.id === params.id),
        (await request.clone().json()) as { collectedBy?: string },
      ),
    ),
  ),
  http.get('/api/desk/parcels/:id/photo', () => new Response(PHOTO, { headers: { 'content-type': 'image/webp' } })),
  http.get('/api/parcels/:id/photo', () => new Response(PHOTO, { headers: { 'content-type': 'image/webp' } })),
];
