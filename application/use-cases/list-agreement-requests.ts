import type { Agreement } from '../../domain/agreement.ts';
import type { Agreements } from '../ports.ts';

export class ListAgreementRequests {
  constructor(private readonly agreements: Agreements) {}

  execute(): Promise<Agreement[]> {
    return this.agreements.listPending();
  }
}
