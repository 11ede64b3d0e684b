import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { MemoryRenewalOffers, MemoryRentChanges } from './changes-memory.ts';
import { MikroOrmRenewalOffers, MikroOrmRentChanges } from './changes-repository.ts';
import { MemoryTenantDetails } from './details-memory.ts';
import { MikroOrmTenantDetails } from './details-repository.ts';
import { AgreementRow, RenewalOfferRow, RentChangeRow, TenantDetailsRow } from './entity.ts';
import { MemoryAgreements } from './memory.ts';
import { MikroOrmAgreements } from './repository.ts';

/** The agreements area's tables, and its stores in memory and in the database. */
export const agreementsStores = areaStores<
  Pick<Persistence, 'agreements' | 'tenantDetails' | 'rentChanges' | 'renewalOffers'>
>({
  entities: [AgreementRow, RenewalOfferRow, RentChangeRow, TenantDetailsRow],
  memory: (tables) => ({
    agreements: new MemoryAgreements(tables),
    tenantDetails: new MemoryTenantDetails(tables),
    rentChanges: new MemoryRentChanges(tables),
    renewalOffers: new MemoryRenewalOffers(tables),
  }),
  sql: ({ db }) => ({
    agreements: new MikroOrmAgreements(db),
    tenantDetails: new MikroOrmTenantDetails(db),
    rentChanges: new MikroOrmRentChanges(db),
    renewalOffers: new MikroOrmRenewalOffers(db),
  }),
});
