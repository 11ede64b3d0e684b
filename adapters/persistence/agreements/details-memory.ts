import type { TenantDetails } from '../../../domain/agreements/tenant-details.ts';
import type { TenantDetailsStore } from '../../../application/agreements/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryTenantDetails implements TenantDetailsStore {
  constructor(private readonly t: MemoryTables) {}

  async add(agreementId: string, details: TenantDetails) {
    this.t.tenantDetails.set(agreementId, details);
  }

  async of(agreementId: string) {
    return this.t.tenantDetails.get(agreementId);
  }
}
