import { DomainError } from '../../domain/shared/errors.ts';
import type { Language } from '../../domain/shared/language.ts';
import type { Actor, UnitOfWork } from '../shared/ports.ts';
import type { Users } from './ports.ts';

/**
 * The caller chooses the language the product writes to them in: their notifications and emails from now on, the
 * words of the CSV files they download, and the web app wherever they sign in.
 */
export class SetLanguage {
  constructor(
    private readonly users: Users,
    private readonly uow: UnitOfWork,
  ) {}

  async execute({ actor, language }: { actor: Actor; language: Language }): Promise<Language> {
    const saved = await this.uow.run(() => this.users.setLanguage(actor.email, language));
    if (!saved) throw new DomainError('USER.NOT_FOUND', 'Your account is not registered yet');
    return language;
  }
}
