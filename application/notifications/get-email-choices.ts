import type { EmailPreferences } from '../../domain/notifications/email-choices.ts';
import type { Actor } from '../shared/ports.ts';
import type { EmailChoices } from './ports.ts';

/** Which topics reach the caller by email (everything until they choose). */
export class GetEmailChoices {
  constructor(private readonly choices: EmailChoices) {}

  execute(actor: Actor): Promise<EmailPreferences> {
    return this.choices.get(actor.email);
  }
}
