import type { Agreement } from '../../domain/agreements/agreement.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Actor } from '../shared/ports.ts';
import type { Agreements } from './ports.ts';

export class GetMyAgreement {
  constructor(private readonly agreements: Agreements) {}

  async execute(actor: Actor): Promise<Agreement> {
    const agreement = await this.agreements.openFor(actor.email);
    if (!agreement) throw new DomainError('AGREEMENT.NOT_FOUND', 'You have no agreement');
    return agreement;
  }
}
