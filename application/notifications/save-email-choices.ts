import type { EmailPreferences } from '../../domain/notifications/email-choices.ts';
import type { Actor, UnitOfWork } from '../shared/ports.ts';
import type { EmailChoices } from './ports.ts';

/** The caller chooses which topics reach them by email; decisions on their own application always do. */
export class SaveEmailChoices {
  constructor(
    private readonly choices: EmailChoices,
    private readonly uow: UnitOfWork,
  ) {}

  async execute({ actor, choices }: { actor: Actor; choices: EmailPreferences }): Promise<EmailPreferences> {
    const saved: EmailPreferences = {
      payments: choices.payments,
      announcements: choices.announcements,
      maintenance: choices.maintenance,
      reminders: choices.reminders,
    };
    await this.uow.run(() => this.choices.save(actor.email, saved));
    return saved;
  }
}
