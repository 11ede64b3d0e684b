import { describe, expect, it } from 'vitest';
import { ApplyForAgreement } from '../../../application/agreements/apply-for-agreement.ts';
import { GetTenantDetails } from '../../../application/agreements/get-tenant-details.ts';
import { anActor, anApartment } from '../../support/builders.ts';
import { TENANT_FORM, TENANT_KEPT } from '../../support/tenant-details.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const a101 = anApartment().withId('apt-a101').at('A', 1, 'A101').withRent(12_000).build();
const rahim = anActor().build();
const karim = anActor().withEmail('karim@example.com').build();
const admin = anActor().withEmail('boss@example.com').admin().build();

const applyFor = (w: World) =>
  new ApplyForAgreement(w.apartments, w.agreements, w.users, w.notifier, w.tenantDetails, w.uow, w.ids, w.clock);
const read = (w: World) => new GetTenantDetails(w.agreements, w.tenantDetails);

describe('tenant details with a request', () => {
  it('keeps the details tidied beside the request, for the applicant and the admins', async () => {
    const w = await aWorld({ apartments: [a101] });
    const { agreement } = await applyFor(w).execute({
      actor: rahim,
      apartment: { apartmentId: a101.id },
      details: TENANT_FORM,
    });
    expect(await read(w).execute({ actor: rahim, id: agreement.id })).toEqual({ agreement, details: TENANT_KEPT });
    expect(await read(w).execute({ actor: admin, id: agreement.id })).toEqual({ agreement, details: TENANT_KEPT });
  });

  it('refuses anyone else, and says a request that does not exist is not found', async () => {
    const w = await aWorld({ apartments: [a101] });
    const { agreement } = await applyFor(w).execute({
      actor: rahim,
      apartment: { apartmentId: a101.id },
      details: TENANT_FORM,
    });
    await expectRefusal(read(w).execute({ actor: karim, id: agreement.id }), 'AUTH.FORBIDDEN');
    await expectRefusal(read(w).execute({ actor: admin, id: 'agr-none' }), 'AGREEMENT.NOT_FOUND');
  });

  it('refuses bad details before anything is written', async () => {
    const w = await aWorld({ apartments: [a101] });
    const before = w.rows();
    await expect(
      applyFor(w).execute({
        actor: rahim,
        apartment: { apartmentId: a101.id },
        details: { ...TENANT_FORM, nid: '123', household: [{ name: 'Tuhin', relation: 'Son', age: -1 }] },
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { nid: expect.any(String), 'household.0.age': expect.any(String) },
    });
    expect(w.rows()).toEqual(before);
  });

  it('takes a request with no details, and keeps the first details when the same request is sent again', async () => {
    const w = await aWorld({ apartments: [a101] });
    const { agreement } = await applyFor(w).execute({ actor: rahim, apartment: { apartmentId: a101.id } });
    expect(await read(w).execute({ actor: rahim, id: agreement.id })).toEqual({ agreement });
    const again = await applyFor(w).execute({
      actor: rahim,
      apartment: { apartmentId: a101.id },
      details: TENANT_FORM,
    });
    expect(again.alreadySent).toBe(true);
    expect(await read(w).execute({ actor: rahim, id: agreement.id })).toEqual({ agreement });
  });
});
