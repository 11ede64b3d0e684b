import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { type AgreementDto, agreementSchema } from '@contract/agreements';
import { acceptedAgreement, agreementRequests } from '@/lib/mocks/dashboard-fixtures.ts';
import { json } from '@/lib/mocks/json.ts';

interface DecisionBody {
  action: 'accept' | 'reject';
  startMonth?: string;
  reason?: string;
}

/**
 * The admin's list and the decisions on it, as the server keeps them: a decided request leaves the list. Each call
 * makes a fresh list, so one story or test never sees another's decisions. `decisions` records every body sent.
 */
export function decidableRequests(requests: AgreementDto[] = agreementRequests) {
  let pending = [...requests];
  const decisions: { id: string; body: DecisionBody }[] = [];
  const handlers = [
    http.get('/api/admin/agreements', () => json(z.array(agreementSchema), pending)),
    http.patch('/api/agreements/:id', async ({ params, request }) => {
      // Read from a clone: another interceptor on the same request (Storybook's beside a test's) may read it too.
      const body = (await request.clone().json()) as DecisionBody;
      const id = String(params.id);
      decisions.push({ id, body });
      const agreement = pending.find((a) => a._id === id);
      if (!agreement) return refusal(409, 'AGREEMENT.ALREADY_DECIDED', ALREADY_DECIDED);
      pending = pending.filter((a) => a._id !== id);
      const decided: AgreementDto =
        body.action === 'accept'
          ? {
              ...acceptedAgreement,
              ...agreement,
              status: 'checked',
              decision: 'accepted',
              startMonth: body.startMonth ?? agreement.startMonths?.at(-2),
            }
          : { ...agreement, status: 'checked', decision: 'rejected' };
      delete decided.startMonths;
      return json(agreementSchema, decided);
    }),
  ];
  return { handlers, decisions, decideElsewhere: (id: string) => (pending = pending.filter((a) => a._id !== id)) };
}

export const ALREADY_DECIDED = 'This request has already been decided, perhaps by another admin. Refresh the list.';
export const ALREADY_REJECTED = 'This request was already rejected, perhaps by another admin.';

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ message, code, requestId: 'story' }, { status });

/**
 * Another admin rejected the request a moment before this one decided it: the server refuses, saying what the other
 * admin decided, and the list fetched again no longer has it.
 */
export function decidedByAnotherAdmin(requests: AgreementDto[] = agreementRequests) {
  let pending = [...requests];
  return [
    http.get('/api/admin/agreements', () => json(z.array(agreementSchema), pending)),
    http.patch('/api/agreements/:id', ({ params }) => {
      pending = pending.filter((a) => a._id !== params.id);
      return refusal(409, 'AGREEMENT.ALREADY_REJECTED', ALREADY_REJECTED);
    }),
  ];
}

/** A decision that never gets its answer: the row stays busy. */
export const decisionPending = http.patch('/api/agreements/:id', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const RENTED_TO_RAFIQ = 'Block B, floor 3, B302 is already rented to Rafiq Islam';

/** The flat was let to someone else before this request: the server says to whom. */
export function rentedToSomeoneElse(requests: AgreementDto[] = agreementRequests) {
  return [
    http.get('/api/admin/agreements', () => json(z.array(agreementSchema), requests)),
    http.patch('/api/agreements/:id', () => refusal(409, 'APARTMENT.ALREADY_RENTED', RENTED_TO_RAFIQ)),
  ];
}

/** A third request, for the flat Nadia Rahman asked for too. */
export const rivalRequest: AgreementDto = {
  ...agreementRequests[0]!,
  _id: 'ag-3',
  userName: 'Rafiq Islam',
  userEmail: 'rafiq@example.com',
};
