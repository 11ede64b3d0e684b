import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { Actor } from '../shared/ports.ts';
import type { Agreements } from './ports.ts';

/** Where the caller's latest request stands, whatever became of it; none when they never applied. */
export class GetMyApplication {
  constructor(private readonly agreements: Agreements) {}

  execute(actor: Actor): Promise<Agreement | undefined> {
    return this.agreements.latestFor(actor.email);
  }
}
