import { describe, expect, it } from 'vitest';
import { ApplyForAgreement } from '../../../application/agreements/apply-for-agreement.ts';
import { AT, anActor, anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const a101 = anApartment().withId('apt-a101').at('A', 1, 'A101').withRent(12_000).build();
const b302 = anApartment().withId('apt-b302').at('B', 3, 'B302').withRent(18_500).build();
const rahim = anActor().build();
const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').member().build();

const applyFor = (w: World) =>
  new ApplyForAgreement(w.apartments, w.agreements, w.users, w.notifier, w.tenantDetails, w.uow, w.ids, w.clock);

describe('ApplyForAgreement', () => {
  it('records a pending request with the location and rent the store holds', async () => {
    const w = await aWorld({ apartments: [a101, b302] });
    const { agreement, alreadySent } = await applyFor(w).execute({
      actor: rahim,
      apartment: { apartmentId: 'apt-b302' },
    });
    expect(alreadySent).toBe(false);
    expect(agreement).toEqual({
      id: 'id-1',
      userEmail: 'rahim@example.com',
      userName: 'Rahim Uddin',
      apartmentId: 'apt-b302',
      floor: 3,
      block: 'B',
      number: 'B302',
      rent: 18_500,
      status: 'pending',
      requestDate: AT,
    });
    expect(await w.agreements.openFor('rahim@example.com')).toEqual(agreement);
  });

  it('finds the apartment by block, floor and number as well', async () => {
    const w = await aWorld({ apartments: [a101, b302] });
    const { agreement } = await applyFor(w).execute({
      actor: rahim,
      apartment: { block: 'B', floor: 3, number: 'B302' },
    });
    expect(agreement).toMatchObject({ apartmentId: 'apt-b302', rent: 18_500 });
  });

  it.each([{ apartmentId: 'apt-nowhere' }, { block: 'B', floor: 9, number: 'B302' }])(
    'refuses an apartment that does not exist: %j',
    async (ref) => {
      const w = await aWorld({ apartments: [a101, b302] });
      await expectRefusal(applyFor(w).execute({ actor: rahim, apartment: ref }), 'APARTMENT.NOT_FOUND');
      expect(w.rows().agreements).toEqual([]);
    },
  );

  it('allows one open request per user', async () => {
    const w = await aWorld({ apartments: [a101, b302] });
    const { agreement: first } = await applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    await expectRefusal(
      applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-b302' } }),
      'AGREEMENT.OPEN_EXISTS',
    );
    expect(w.rows().agreements).toEqual([first]);
  });

  it('refuses a member whose agreement is accepted', async () => {
    const accepted = anAgreement().by(karim).on(a101).accepted().build();
    const w = await aWorld({ apartments: [a101, b302], users: [karim], agreements: [accepted] });
    const member = anActor().withEmail('karim@example.com').member().build();
    await expectRefusal(
      applyFor(w).execute({ actor: member, apartment: { apartmentId: 'apt-b302' } }),
      'AGREEMENT.OPEN_EXISTS',
    );
  });

  it('lets a user apply again once the earlier request was rejected', async () => {
    const rejected = anAgreement().withId('agr-old').on(a101).withStatus('rejected').build();
    const w = await aWorld({ apartments: [a101, b302], agreements: [rejected] });
    const { agreement } = await applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-b302' } });
    expect(await w.agreements.openFor('rahim@example.com')).toEqual(agreement);
  });

  it('answers the same request again with the one already sent, and writes nothing', async () => {
    const w = await aWorld({ apartments: [a101, b302] });
    const { agreement: first } = await applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    const before = w.rows();
    const again = await applyFor(w).execute({ actor: rahim, apartment: { block: 'A', floor: 1, number: 'A101' } });
    expect(again).toEqual({ agreement: first, alreadySent: true });
    expect(w.rows()).toEqual(before);
  });

  it('answers a double click (two requests for one flat together) with one request, sent once', async () => {
    const w = await aWorld({ apartments: [a101] });
    const [one, two] = await Promise.all([
      applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } }),
      applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } }),
    ]);
    expect([one.alreadySent, two.alreadySent].sort()).toEqual([false, true]);
    expect(two.agreement).toEqual(one.agreement);
    expect(w.rows().agreements).toEqual([one.agreement]);
  });

  it('refuses an apartment someone else rents', async () => {
    const w = await aWorld({
      apartments: [a101],
      users: [karim],
      agreements: [anAgreement().by(karim).on(a101).accepted().build()],
    });
    const before = w.rows();
    await expectRefusal(
      applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } }),
      'APARTMENT.ALREADY_RENTED',
    );
    expect(w.rows()).toEqual(before);
  });

  it('lets several users ask for the same free apartment', async () => {
    const w = await aWorld({ apartments: [a101] });
    await applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    await applyFor(w).execute({
      actor: anActor().withEmail('karim@example.com').build(),
      apartment: { apartmentId: 'apt-a101' },
    });
    expect(await w.agreements.listPending()).toHaveLength(2);
  });

  it.each(['admin', 'staff'] as const)('refuses an account of the %s', async (role) => {
    const w = await aWorld({ apartments: [a101] });
    await expectRefusal(
      applyFor(w).execute({ actor: anActor().withRole(role).build(), apartment: { apartmentId: 'apt-a101' } }),
      'AUTH.FORBIDDEN',
    );
    expect(w.rows().agreements).toEqual([]);
  });

  it('keeps one open request per user when two arrive together (the memory store runs them one after the other)', async () => {
    const w = await aWorld({ apartments: [a101, b302] });
    const results = await Promise.allSettled([
      applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } }),
      applyFor(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-b302' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(w.rows().agreements).toHaveLength(1);
  });
});
