import { describe, expect, it } from 'vitest';
import { RemoveMember } from '../../../application/members/remove-member.ts';
import { StartFinalStatement } from '../../../application/move-out/start-final-statement.ts';
import { AT, anAgreement, anApartment, anIntent, aPayment, aUser } from '../../support/builders.ts';
import { failingOn } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';

const a101 = anApartment().build();
const member = aUser().member().build();
const accepted = anAgreement().withId('agr-rahim').by(member).on(a101).accepted().build();
const october = aPayment().withId('pay-oct').forMonth('2026-10').withTransactionId('pi_oct').build();

const remover = (w: World, agreements = w.agreements) =>
  new RemoveMember(
    w.users,
    agreements,
    w.uow,
    w.clock,
    w.trail,
    w.gateway,
    w.logger,
    w.calendar,
    w.notifier,
    new StartFinalStatement(w.finalStatements, w.clock),
  );
const aBuildingWithAMember = () =>
  aWorld({ apartments: [a101], users: [member], agreements: [accepted], payments: [october] });

describe('RemoveMember', () => {
  it('demotes the member, ends the agreement, frees the apartment and keeps the payments', async () => {
    const w = await aBuildingWithAMember();
    w.clock.advance(60_000);
    await remover(w).execute({ email: 'rahim@example.com', by: ADMIN });
    expect(await w.users.byEmail('rahim@example.com')).toEqual({ ...member, role: 'user' });
    expect(await w.agreements.byId('agr-rahim')).toEqual({
      ...accepted,
      status: 'ended',
      endedAt: new Date(AT.getTime() + 60_000),
      endMonth: '2026-11',
    });
    expect(await w.agreements.openFor('rahim@example.com')).toBeUndefined();
    expect(await w.agreements.isRented('apt-a101')).toBe(false);
    expect(await w.payments.listFor('rahim@example.com')).toEqual([october]);
  });

  it('tells the removed member in their inbox and by email, in their language', async () => {
    const w = await aWorld({
      apartments: [a101],
      users: [{ ...member, language: 'bn' }],
      agreements: [accepted],
    });
    await remover(w).execute({ email: 'rahim@example.com', by: ADMIN });
    const notes = [...w.tables.notifications.values()];
    expect(notes).toMatchObject([
      { recipientEmail: 'rahim@example.com', topic: 'agreements', language: 'bn', link: '/dashboard/my-profile' },
    ]);
    expect(notes[0]?.subject).toBe('ব্লক A, ১ তলা, ফ্ল্যাট A101-এর লিজ শেষ হয়েছে');
    expect(w.rows().emails).toMatchObject([{ notificationId: notes[0]!.id, to: 'rahim@example.com' }]);
  });

  it("cancels the member's open card payments once removed, and only theirs", async () => {
    const w = await aBuildingWithAMember();
    w.gateway.holds(anIntent().withId('pi_open').withStatus('requires_payment_method').build());
    w.gateway.holds(
      anIntent()
        .withId('pi_other')
        .withStatus('requires_payment_method')
        .withMetadata({ userEmail: 'karim@example.com' })
        .build(),
    );
    await remover(w).execute({ email: 'rahim@example.com', by: ADMIN });
    expect(w.gateway.intents.get('pi_open')?.status).toBe('canceled');
    expect(w.gateway.intents.get('pi_other')?.status).toBe('requires_payment_method');
  });

  it('still removes the member when the provider cannot be reached to cancel, and says so in the log', async () => {
    const w = await aBuildingWithAMember();
    const unreachable = { cancelOpenIntents: async () => Promise.reject(new Error('provider unreachable')) };
    await new RemoveMember(
      w.users,
      w.agreements,
      w.uow,
      w.clock,
      w.trail,
      unreachable,
      w.logger,
      w.calendar,
      w.notifier,
      new StartFinalStatement(w.finalStatements, w.clock),
    ).execute({
      email: 'rahim@example.com',
      by: ADMIN,
    });
    expect((await w.users.byEmail('rahim@example.com'))?.role).toBe('user');
    expect(w.logger.entries).toMatchObject([
      { level: 'warn', message: 'could not cancel open card payments of a removed member' },
    ]);
  });

  it('finds the member whatever the case of the email', async () => {
    const w = await aBuildingWithAMember();
    await remover(w).execute({ email: '  Rahim@EXAMPLE.com ', by: ADMIN });
    expect((await w.users.byEmail('rahim@example.com'))?.role).toBe('user');
  });

  it.each([
    ['an admin', aUser().admin().build(), 'USER.IS_ADMIN'],
    ['a plain user', aUser().build(), 'USER.NOT_MEMBER'],
  ] as const)('refuses %s and changes nothing', async (_, user, code) => {
    const w = await aWorld({ users: [user] });
    const before = w.rows();
    await expectRefusal(remover(w).execute({ email: 'rahim@example.com', by: ADMIN }), code);
    expect(w.rows()).toEqual(before);
  });

  it('refuses an email nobody has', async () => {
    const w = await aWorld();
    await expectRefusal(remover(w).execute({ email: 'ghost@example.com', by: ADMIN }), 'USER.NOT_FOUND');
  });

  it('keeps the member a member when the agreement cannot be ended', async () => {
    const w = await aBuildingWithAMember();
    const before = w.rows();
    await expectRefusal(
      remover(w, failingOn(w.agreements, 'update')).execute({ email: 'rahim@example.com', by: ADMIN }),
      'SERVICE.UNAVAILABLE',
    );
    expect(w.rows()).toEqual(before);
  });
});
