import type { EmailPreferences } from '../../domain/notifications/email-choices.ts';

/** The caller's choices; a topic left out (one a client does not know of) keeps what is stored. */
export type EmailChoicesInput = Omit<EmailPreferences, 'applications'> & {
  readonly applications?: boolean | undefined;
};
import type { Actor, UnitOfWork } from '../shared/ports.ts';
import type { EmailChoices } from './ports.ts';

/** The caller chooses which topics reach them by email; decisions on their own application always do. */
export class SaveEmailChoices {
  constructor(
    private readonly choices: EmailChoices,
    private readonly uow: UnitOfWork,
  ) {}

  execute({ actor, choices }: { actor: Actor; choices: EmailChoicesInput }): Promise<EmailPreferences> {
    return this.uow.run(async () => {
      const saved: EmailPreferences = {
        payments: choices.payments,
        announcements: choices.announcements,
        maintenance: choices.maintenance,
        reminders: choices.reminders,
        applications: choices.applications ?? (await this.choices.get(actor.email)).applications,
      };
      await this.choices.save(actor.email, saved);
      return saved;
    });
  }
}
