import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { anAgreement, anApartment, aUser } from '../../../support/builders.ts';
import { TENANT_KEPT } from '../../../support/tenant-details.ts';

export function tenantDetailsContract(store: () => Persistence) {
  describe('TenantDetails', () => {
    const request = anAgreement().by(aUser().build()).on(anApartment().build()).build();

    it('keeps the details with the request and reads them back, household and all', async () => {
      await store().agreements.add(request);
      await store().tenantDetails.add(request.id, TENANT_KEPT);
      expect(await store().tenantDetails.of(request.id)).toEqual(TENANT_KEPT);
    });

    it('reads a request sent without details, and one with no household and no previous landlord', async () => {
      await store().agreements.add(request);
      expect(await store().tenantDetails.of(request.id)).toBeUndefined();
      const { previousLandlordName: _, previousLandlordPhone: __, ...bare } = TENANT_KEPT;
      await store().tenantDetails.add(request.id, { ...bare, household: [] });
      expect(await store().tenantDetails.of(request.id)).toEqual({ ...bare, household: [] });
    });

    it('writes nothing when the unit of work fails', async () => {
      await store().agreements.add(request);
      await expect(
        store().uow.run(async () => {
          await store().tenantDetails.add(request.id, TENANT_KEPT);
          throw new Error('refused later');
        }),
      ).rejects.toThrow('refused later');
      expect(await store().tenantDetails.of(request.id)).toBeUndefined();
    });
  });
}
