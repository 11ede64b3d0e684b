import { describe, expect, it } from 'vitest';
import { WithdrawAgreement } from '../../../application/agreements/withdraw-agreement.ts';
import { GetMyApplication } from '../../../application/agreements/get-my-application.ts';
import { anActor, anAgreement, anApartment, aUser, AT } from '../../support/builders.ts';
import { staleOn } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const a101 = anApartment().build();
const rahim = aUser().build();
const actor = anActor().withEmail(rahim.email).build();
const request = anAgreement().withId('agr-rahim').by(rahim).on(a101).build();

const withdrawer = (w: World, agreements = w.agreements) => new WithdrawAgreement(agreements, w.uow, w.clock, w.trail);

describe('WithdrawAgreement', () => {
  it('takes back a request nobody decided, records it, and the applicant sees where it stands', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [request] });
    const withdrawn = await withdrawer(w).execute({ actor });
    expect(withdrawn).toMatchObject({ id: request.id, status: 'withdrawn', decidedAt: AT });
    expect(await w.agreements.openFor(rahim.email)).toBeUndefined();
    expect(await new GetMyApplication(w.agreements).execute(actor)).toEqual(withdrawn);
    expect(w.rows().audit).toEqual([
      expect.objectContaining({ actor: rahim.email, action: 'agreement.withdraw', subject: request.id }),
    ]);
  });

  it('refuses when nothing waits for a decision (accepted, or never applied), changing nothing', async () => {
    const accepted = anAgreement().withId('agr-accepted').by(rahim).on(a101).withStatus('accepted').build();
    for (const given of [[accepted], []]) {
      const w = await aWorld({ apartments: [a101], users: [rahim], agreements: given });
      const before = w.rows();
      await expectRefusal(withdrawer(w).execute({ actor }), 'AGREEMENT.NOT_FOUND');
      expect(w.rows()).toEqual(before);
    }
  });

  it('loses cleanly to a decision made between its read and its write', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [request] });
    const before = w.rows();
    await expectRefusal(
      withdrawer(w, staleOn(w.agreements, 'update', false)).execute({ actor }),
      'AGREEMENT.ALREADY_DECIDED',
    );
    expect(w.rows()).toEqual(before);
  });
});
