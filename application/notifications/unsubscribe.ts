import { DomainError } from '../../domain/shared/errors.ts';
import type { EmailTopic } from '../../domain/notifications/email-choices.ts';
import type { EmailChoices, UnsubscribeTokens } from './ports.ts';
import type { UnitOfWork } from '../shared/ports.ts';

/**
 * The link at the foot of an email: switches that email's topic off for its recipient, without signing in. Only a
 * token the product signed works, and it can switch off only the topic and person it was made for.
 */
export class Unsubscribe {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly choices: EmailChoices,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(token: string): Promise<{ email: string; topic: EmailTopic }> {
    const holder = this.tokens.read(token);
    if (!holder) {
      throw new DomainError(
        'VALIDATION.INVALID_INPUT',
        'This unsubscribe link is not valid or has expired. Sign in and choose your emails on My Profile.',
      );
    }
    return this.uow.run(async () => {
      const current = await this.choices.get(holder.email);
      await this.choices.save(holder.email, { ...current, [holder.topic]: false });
      return holder;
    });
  }
}
