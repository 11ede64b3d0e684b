import { describeLocation } from '../../../domain/apartments/apartment.ts';
import { REJECTION_RULES } from '../../../domain/agreements/agreement.ts';
import { describe, expect, it } from 'vitest';
import { DecideAgreement } from '../../../application/agreements/decide-agreement.ts';
import { AT, anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { failingOn, staleOnce } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';

const a101 = anApartment().build();
const rahim = aUser().build();
const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').build();
const rahimsRequest = anAgreement().withId('agr-rahim').by(rahim).on(a101).build();
const karimsRequest = anAgreement().withId('agr-karim').by(karim).on(a101).build();

const decider = (w: World, users = w.users) =>
  new DecideAgreement(w.agreements, users, w.uow, w.ids, w.clock, w.trail, w.calendar, w.notifier, w.ledger);

describe('DecideAgreement', () => {
  it('accepting makes the applicant a member and the apartment rented', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    const decided = await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN });
    // The lease starts this month (November 2026 in Dhaka) unless the admin picks another.
    // The terms default to the flat's rent, no end month, no advance and no deposit.
    expect(decided).toEqual({
      ...rahimsRequest,
      status: 'accepted',
      decidedAt: AT,
      startMonth: '2026-11',
      advanceMonths: 0,
      deposit: 0,
    });
    expect(await w.agreements.byId('agr-rahim')).toEqual(decided);
    expect(await w.users.byEmail('rahim@example.com')).toEqual({ ...rahim, role: 'member' });
    expect(await w.agreements.isRented('apt-a101')).toBe(true);
    expect(await w.agreements.listPending()).toEqual([]);
  });

  it('accepting an applicant without a user record creates one as a member', async () => {
    const w = await aWorld({ apartments: [a101], agreements: [rahimsRequest] });
    await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN });
    expect(await w.users.byEmail('rahim@example.com')).toMatchObject({
      email: 'rahim@example.com',
      name: 'Rahim Uddin',
      role: 'member',
    });
  });

  it('rejecting leaves the applicant a plain user and the apartment free', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    const decided = await decider(w).execute({ id: 'agr-rahim', decision: 'reject', by: ADMIN });
    expect(decided).toMatchObject({ status: 'rejected', decidedAt: AT });
    expect(await w.users.byEmail('rahim@example.com')).toEqual(rahim);
    expect(await w.agreements.isRented('apt-a101')).toBe(false);
    expect(await w.agreements.openFor('rahim@example.com')).toBeUndefined();
  });

  it('a rejection keeps its reason, trimmed, and tells the applicant why', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    const reason = '  The flat is held for a family of four.  ';
    const decided = await decider(w).execute({ id: 'agr-rahim', decision: 'reject', by: ADMIN, reason });
    expect(decided).toMatchObject({ status: 'rejected', reason: 'The flat is held for a family of four.' });
    expect(await w.agreements.byId('agr-rahim')).toEqual(decided);
    const [note] = [...w.tables.notifications.values()];
    expect(note?.lines).toContain("The building's reason: The flat is held for a family of four.");
    expect(w.rows().emails).toHaveLength(1);
  });

  it('a blank reason is none, and a reason too long is refused beside its field, changing nothing', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    const before = w.rows();
    const refusal = decider(w).execute({ id: 'agr-rahim', decision: 'reject', by: ADMIN, reason: 'x'.repeat(501) });
    await expectRefusal(refusal, 'VALIDATION.INVALID_INPUT');
    await expect(refusal).rejects.toMatchObject({ fields: { reason: REJECTION_RULES.reason } });
    expect(w.rows()).toEqual(before);
    const decided = await decider(w).execute({ id: 'agr-rahim', decision: 'reject', by: ADMIN, reason: ' \n ' });
    expect(decided).not.toHaveProperty('reason');
    expect([...w.tables.notifications.values()][0]?.lines).toHaveLength(2);
  });

  it.each(['accept', 'reject'] as const)('never demotes an admin (%s)', async (decision) => {
    const admin = aUser().admin().build();
    const w = await aWorld({ apartments: [a101], users: [admin], agreements: [rahimsRequest] });
    await decider(w).execute({ id: 'agr-rahim', decision, by: ADMIN });
    expect((await w.users.byEmail('rahim@example.com'))?.role).toBe('admin');
  });

  it.each([
    ['accept', 'reject'],
    ['reject', 'accept'],
    ['accept', 'accept'],
  ] as const)('refuses a second decision, saying what the first was (%s, then %s)', async (first, second) => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    await decider(w).execute({ id: 'agr-rahim', decision: first, by: ADMIN });
    const before = w.rows();
    await expectRefusal(
      decider(w).execute({ id: 'agr-rahim', decision: second, by: ADMIN }),
      first === 'accept' ? 'AGREEMENT.ALREADY_ACCEPTED' : 'AGREEMENT.ALREADY_REJECTED',
    );
    expect(w.rows()).toEqual(before);
  });

  it('refuses a request that does not exist', async () => {
    const w = await aWorld();
    await expectRefusal(decider(w).execute({ id: 'agr-nope', decision: 'accept', by: ADMIN }), 'AGREEMENT.NOT_FOUND');
  });

  it('accepting a second request for a rented apartment fails and changes nothing', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim, karim], agreements: [rahimsRequest, karimsRequest] });
    await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN });
    const before = w.rows();
    const refusal = decider(w).execute({ id: 'agr-karim', decision: 'accept', by: ADMIN });
    await expectRefusal(refusal, 'APARTMENT.ALREADY_RENTED');
    // The admin is told who holds the flat, so they know the way out (reject this request).
    await expect(refusal).rejects.toThrow(`${describeLocation(a101)} is already rented to ${rahim.name}`);
    expect(w.rows()).toEqual(before);
    expect((await w.agreements.byId('agr-karim'))?.status).toBe('pending');
    expect((await w.users.byEmail('karim@example.com'))?.role).toBe('user');
  });

  it('leaves the request pending when the role cannot be written', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    const before = w.rows();
    await expectRefusal(
      decider(w, failingOn(w.users, 'changeRole')).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN }),
      'SERVICE.UNAVAILABLE',
    );
    expect(w.rows()).toEqual(before);
  });

  it('accepts only one of two requests for the same apartment sent together (queued by the memory store)', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim, karim], agreements: [rahimsRequest, karimsRequest] });
    const results = await Promise.allSettled([
      decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN }),
      decider(w).execute({ id: 'agr-karim', decision: 'accept', by: ADMIN }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await w.users.countByRole('member')).toBe(1);
  });

  it('refuses a rejection by an admin who read the request while it was pending, once another accepted it', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN });
    // The second admin's read happened before the first decision committed.
    const stale = staleOnce(w.agreements, 'byId', rahimsRequest);
    const late = new DecideAgreement(stale, w.users, w.uow, w.ids, w.clock, w.trail, w.calendar, w.notifier, w.ledger);
    const before = w.rows();
    const refusal = late.execute({ id: 'agr-rahim', decision: 'reject', by: 'other@example.com' });
    await expectRefusal(refusal, 'AGREEMENT.ALREADY_ACCEPTED');
    await expect(refusal).rejects.toThrow('already accepted');
    expect(w.rows()).toEqual(before);
    expect((await w.agreements.byId('agr-rahim'))?.status).toBe('accepted');
    expect((await w.users.byEmail(rahim.email))?.role).toBe('member');
  });

  it('tells an admin who accepts a request another just accepted that it was accepted, not that the flat is taken', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [rahimsRequest] });
    await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN });
    // The second admin read the request before the first decision committed, and looks for the flat's holder after.
    const stale = staleOnce(w.agreements, 'byId', rahimsRequest);
    const late = new DecideAgreement(stale, w.users, w.uow, w.ids, w.clock, w.trail, w.calendar, w.notifier, w.ledger);
    const before = w.rows();
    const refusal = late.execute({ id: 'agr-rahim', decision: 'accept', by: 'other@example.com' });
    await expectRefusal(refusal, 'AGREEMENT.ALREADY_ACCEPTED');
    await expect(refusal).rejects.toThrow('already accepted');
    expect(w.rows()).toEqual(before);
  });
});
