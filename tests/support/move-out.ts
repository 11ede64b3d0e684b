/** A lease with a deposit, as the move-out tests start from. */
import { expect } from 'vitest';
import type { TestApi } from './api.ts';
import { today } from './months.ts';

/** A member whose lease asked for a deposit of three months' rent, paid in cash: their token, lease and email. */
export async function memberWithDeposit(api: TestApi, admin: string, label: string) {
  const token = await api.user(label);
  const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
  const free = apartments.find((a: { available: boolean }) => a.available);
  const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
  const leaseId = applied.body._id as string;
  const rent = applied.body.rent as number;
  const accepted = await api.call('PATCH', `/api/agreements/${leaseId}`, {
    token: admin,
    body: { action: 'accept', deposit: 3 * rent },
  });
  expect(accepted.status).toBe(200);
  const paid = await api.call('POST', `/api/admin/books/${leaseId}/payments`, {
    token: admin,
    body: { amount: 3 * rent, paidOn: today(), method: 'cash', forCharge: `deposit:${leaseId}` },
  });
  expect(paid.status).toBe(201);
  return { token, leaseId, rent, email: applied.body.userEmail as string };
}
