import type { TenantDetails } from '../../../domain/agreements/tenant-details.ts';
import type { TenantDetailsStore } from '../../../application/agreements/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { TenantDetailsRow } from './entity.ts';
import { tenantDetailsToDomain, tenantDetailsToRow } from './details-mapper.ts';

export class MikroOrmTenantDetails implements TenantDetailsStore {
  constructor(private readonly db: Db) {}

  add(agreementId: string, details: TenantDetails): Promise<void> {
    return this.db.write(async (em) => {
      await em.insert(TenantDetailsRow, tenantDetailsToRow(agreementId, details));
    });
  }

  of(agreementId: string): Promise<TenantDetails | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(TenantDetailsRow, { agreementId }, READ);
      return row ? tenantDetailsToDomain(row) : undefined;
    });
  }
}
