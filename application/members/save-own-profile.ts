import { DomainError, isDomainError } from '../../domain/shared/errors.ts';
import { isEmailAddress, newUser, normalizeEmail, USER_RULES, type User } from '../../domain/members/user.ts';
import type { Actor, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Users } from './ports.ts';

export interface ProfileInput {
  readonly actor: Actor;
  /** The email the client claims; it must be the caller's own. */
  readonly email?: string;
  readonly name: string;
  readonly photoURL?: string;
}

/** Creates or updates the caller's own user record. A new record is always a plain user; a role is never taken from the client. */
export class SaveOwnProfile {
  constructor(
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ actor, email, name, photoURL = '' }: ProfileInput): Promise<User> {
    if (email !== undefined && normalizeEmail(email) !== actor.email) {
      throw new DomainError('AUTH.FORBIDDEN', 'You can only save your own profile');
    }
    const save = () =>
      this.uow.run(async () => {
        const existing = await this.users.byEmail(actor.email);
        // An identity service may hold an address no mail reaches; such a person gets no record to be written to.
        if (!existing && !isEmailAddress(actor.email)) {
          throw new DomainError('VALIDATION.INVALID_INPUT', USER_RULES.email, { email: USER_RULES.email });
        }
        const user = existing
          ? { ...existing, name: name.trim(), photoURL: photoURL.trim() }
          : newUser(this.ids.next(), actor.email, name, photoURL);
        await this.users.save(user);
        return user;
      });
    try {
      return await save();
    } catch (error) {
      // A double-submitted first sign-up: the other request created the record first, so update that one.
      if (isDomainError(error) && error.code === 'USER.EMAIL_TAKEN') return save();
      throw error;
    }
  }
}
