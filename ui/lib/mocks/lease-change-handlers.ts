import { http } from 'msw';
import { type LeaseChangesDto, leaseChangesSchema, renewalOfferSchema, rentChangeSchema } from '@contract/agreements';
import { messageSchema } from '@contract/shared';
import { json } from './json.ts';

/** A running lease with nothing coming: 12,000 taka a month, no planned end. */
export const noLeaseChanges: LeaseChangesDto = {
  leaseId: 'agr-nadia',
  rent: 12_000,
  termEndMonth: null,
  firstMonth: '2027-01',
  changes: [],
  offer: null,
};

/** A yearly rise of 10% scheduled from January 2027 on a lease planned to end in August 2027. */
export const rentChangeScheduled: LeaseChangesDto = {
  ...noLeaseChanges,
  termEndMonth: '2027-08',
  changes: [{ id: 'rc-1', effectiveMonth: '2027-01', rent: 13_200, scheduledAt: '2026-11-05T10:00:00.000Z' }],
};

/** A renewal to August 2028 offered, at 14,000 taka a month from September 2027. */
export const renewalOffered: LeaseChangesDto = {
  ...rentChangeScheduled,
  offer: {
    id: 'ro-1',
    fromEndMonth: '2027-08',
    endMonth: '2028-08',
    fromMonth: '2027-09',
    rent: 14_000,
    status: 'pending',
    offeredAt: '2026-11-05T10:00:00.000Z',
  },
};

/** The member's lease and the admin's view of any lease, both answering `lease`; every change answered happily. */
export const leaseChanges = (lease: LeaseChangesDto = noLeaseChanges) => [
  http.get('/api/me/lease-changes', () => json(leaseChangesSchema, lease)),
  http.get('/api/admin/leases/:id/changes', () => json(leaseChangesSchema, lease)),
  http.post('/api/admin/leases/:id/rent-changes', async ({ request }) => {
    const body = (await request.clone().json()) as { rent: number; effectiveMonth: string };
    return json(rentChangeSchema, { id: 'rc-new', ...body, scheduledAt: '2026-11-05T10:00:00.000Z' }, 201);
  }),
  http.delete('/api/admin/rent-changes/:id', () => json(messageSchema, { message: 'Rent change cancelled' })),
  http.post('/api/admin/leases/:id/renewal-offers', () => json(renewalOfferSchema, renewalOffered.offer!, 201)),
  http.post('/api/me/renewal-offers/:id/answer', async ({ request }) => {
    const { answer } = (await request.clone().json()) as { answer: 'accept' | 'decline' };
    return json(renewalOfferSchema, {
      ...renewalOffered.offer!,
      status: answer === 'accept' ? 'accepted' : 'declined',
    });
  }),
];
