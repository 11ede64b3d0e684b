import { DEFAULT_ROLE } from '../../domain/roles.ts';
import { normalizeEmail } from '../../domain/user.ts';
import type { Actor, IdentityVerifier, Users } from '../ports.ts';

/** Turns a bearer token into the caller, with the role the store holds right now (never one from the token). */
export class IdentifyCaller {
  constructor(
    private readonly verifier: IdentityVerifier,
    private readonly users: Users,
  ) {}

  async execute(token: string): Promise<Actor> {
    const identity = await this.verifier.verify(token);
    const email = normalizeEmail(identity.email);
    const user = await this.users.byEmail(email);
    return {
      email,
      name: user?.name || identity.name || '',
      photoURL: user?.photoURL || identity.picture || '',
      role: user?.role ?? DEFAULT_ROLE,
    };
  }
}
