import { DEFAULT_LANGUAGE } from '../../domain/shared/language.ts';
import { DEFAULT_ROLE } from '../../domain/identity/roles.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import type { Actor } from '../shared/ports.ts';
import type { IdentityVerifier, VerifyOptions } from './ports.ts';
import type { Users } from '../members/ports.ts';

/** Turns a bearer token into the caller, with the role the store holds right now (never one from the token). */
export class IdentifyCaller {
  constructor(
    private readonly verifier: IdentityVerifier,
    private readonly users: Users,
  ) {}

  /** Checks revocation unless told a minute-old answer will do. */
  async execute(token: string, options: VerifyOptions = { checkRevoked: true }): Promise<Actor> {
    const identity = await this.verifier.verify(token, options);
    const email = normalizeEmail(identity.email);
    const user = await this.users.byEmail(email);
    return {
      email,
      name: user?.name || identity.name || '',
      photoURL: user?.photoURL || identity.picture || '',
      role: user?.role ?? DEFAULT_ROLE,
      language: user?.language ?? DEFAULT_LANGUAGE,
    };
  }
}
