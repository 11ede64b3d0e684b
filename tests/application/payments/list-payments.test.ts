import { describe, expect, it } from 'vitest';
import { ListPayments } from '../../../application/payments/list-payments.ts';
import { AT, anActor, aPayment } from '../../support/builders.ts';
import { aWorld, expectRefusal } from '../world.ts';

const october = aPayment().withId('p-oct').forMonth('2026-10').withTransactionId('pi_oct').build();
const november = {
  ...aPayment().withId('p-nov').forMonth('2026-11').withTransactionId('pi_nov').build(),
  paidAt: new Date(AT.getTime() + 1),
};
const karims = aPayment().withId('p-karim').by('karim@example.com').withTransactionId('pi_karim').build();
const payments = [october, november, karims];

describe('ListPayments', () => {
  it('shows a member their own payments, newest first', async () => {
    const w = await aWorld({ payments });
    expect(await new ListPayments(w.payments).execute({ actor: anActor().member().build() })).toEqual([
      november,
      october,
    ]);
  });

  it('accepts the caller’s own email in any case', async () => {
    const w = await aWorld({ payments });
    const mine = await new ListPayments(w.payments).execute({
      actor: anActor().member().build(),
      email: 'RAHIM@example.com',
    });
    expect(mine).toEqual([november, october]);
  });

  it.each(['user', 'member'] as const)('refuses a %s another person’s payments', async (role) => {
    const w = await aWorld({ payments });
    const actor = anActor().withRole(role).build();
    await expectRefusal(new ListPayments(w.payments).execute({ actor, email: 'karim@example.com' }), 'AUTH.FORBIDDEN');
  });

  it('lets an admin look at anyone’s payments', async () => {
    const w = await aWorld({ payments });
    const admin = anActor().withEmail('admin@lakeview.test').admin().build();
    expect(await new ListPayments(w.payments).execute({ actor: admin, email: 'Karim@example.com' })).toEqual([karims]);
  });
});
