import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { bookingSchema, daySlotsSchema, spaceSchema, type BookingDto, type SpaceDto } from '@contract/common-spaces';
import { json } from '@/lib/mocks/json.ts';

/** The building's spaces as the admin sees them: a rooftop for a fee, a hall that needs approval, one retired. */
export const sampleSpaces: SpaceDto[] = [
  {
    id: 'space-hall',
    name: 'Community hall',
    opensAt: '09:00',
    closesAt: '21:00',
    slotMinutes: 240,
    aheadDays: 60,
    monthlyLimit: 1,
    needsApproval: true,
    fee: 0,
    retired: false,
    version: 1,
  },
  {
    id: 'space-roof',
    name: 'Rooftop',
    opensAt: '08:00',
    closesAt: '22:00',
    slotMinutes: 120,
    aheadDays: 30,
    monthlyLimit: 2,
    needsApproval: false,
    fee: 1500,
    retired: false,
    version: 2,
  },
  {
    id: 'space-old',
    name: 'Guest parking',
    opensAt: '06:00',
    closesAt: '23:00',
    slotMinutes: 60,
    aheadDays: 7,
    monthlyLimit: 4,
    needsApproval: false,
    fee: 0,
    retired: true,
    version: 3,
  },
];

const booking = (id: string, changes: Partial<BookingDto>): BookingDto => ({
  id,
  spaceId: 'space-roof',
  spaceName: 'Rooftop',
  day: '2026-12-05',
  start: '18:00',
  end: '20:00',
  startsAt: '2026-12-05T12:00:00.000Z',
  flat: 'Block A, floor 1, A101',
  memberName: 'Nadia Rahman',
  memberEmail: 'nadia@example.com',
  status: 'approved',
  fee: 1500,
  reason: null,
  cancellable: true,
  ...changes,
});

export const sampleBookings: BookingDto[] = [
  booking('b-1', {}),
  booking('b-2', {
    spaceId: 'space-hall',
    spaceName: 'Community hall',
    start: '09:00',
    end: '13:00',
    status: 'pending',
    fee: 0,
    memberName: 'Karim Ahmed',
    flat: 'Block B, floor 2, B202',
  }),
  booking('b-3', { day: '2026-11-20', status: 'cancelled', cancellable: false }),
];

const slots = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'].map((start, i) => ({
  start,
  end: ['10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'][i]!,
  startsAt: '2026-12-05T02:00:00.000Z',
  state: i < 2 ? ('past' as const) : i === 5 ? ('taken' as const) : ('free' as const),
}));

/** Every read of the area, answered from the lists given. */
export const commonSpaces = (spaces = sampleSpaces, bookings = sampleBookings) => [
  http.get('/api/admin/spaces', () => json(z.array(spaceSchema), spaces)),
  http.get('/api/spaces', () =>
    json(
      z.array(spaceSchema),
      spaces.filter((s) => !s.retired),
    ),
  ),
  http.get('/api/spaces/:id/slots', ({ params }) =>
    json(daySlotsSchema, {
      space: spaces.find((s) => s.id === params.id) ?? sampleSpaces[1]!,
      day: '2026-12-05',
      slots,
    }),
  ),
  http.get('/api/admin/space-bookings/pending', () =>
    json(
      z.array(bookingSchema),
      bookings.filter((b) => b.status === 'pending'),
    ),
  ),
  http.get('/api/admin/space-bookings', () => json(z.array(bookingSchema), bookings)),
  http.get('/api/space-bookings/mine', () => json(z.array(bookingSchema), bookings)),
  http.post('/api/space-bookings', async ({ request }) => {
    const body = (await request.json()) as { start: string };
    return json(bookingSchema, booking('b-new', { start: body.start, end: '16:00' }), 201);
  }),
  http.post('/api/space-bookings/:id/cancel', ({ params }) =>
    json(bookingSchema, booking(String(params.id), { status: 'cancelled', cancellable: false })),
  ),
  http.post('/api/admin/space-bookings/:id/decision', ({ params }) =>
    json(bookingSchema, booking(String(params.id), { status: 'approved' })),
  ),
  http.post('/api/admin/spaces', () => json(spaceSchema, sampleSpaces[1]!, 201)),
  // The body is left unread: the shared dashboard handlers read a write's body before this one is asked.
  http.post('/api/admin/space-bookings/:id/cancel', ({ params }) =>
    json(bookingSchema, booking(String(params.id), { status: 'cancelled', cancellable: false })),
  ),
];

/** The day sheet as the front desk's staff read it: the flat and the member's name, never an email. */
export const deskBookings = (bookings = sampleBookings) => [
  http.get('/api/admin/space-bookings', () =>
    json(
      z.array(bookingSchema),
      bookings.map((b) => ({ ...b, memberEmail: null })),
    ),
  ),
];

/** A read that never answers: the screen stays loading. */
export const never = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A refusal with the server's words. */
export const refusing = (method: 'get' | 'post', path: string, status: number, code: string, message: string) =>
  http[method](path, () => HttpResponse.json({ message, code, requestId: 'story' }, { status }));
