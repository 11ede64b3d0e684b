import { DEFAULT_LANGUAGE } from '../../domain/shared/language.ts';
import { DEFAULT_ROLE } from '../../domain/identity/roles.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import type { Actor } from '../shared/ports.ts';
import type { IdentityVerifier, PageSession, PageSessions, VerifiedIdentity, VerifyOptions } from './ports.ts';
import type { Users } from '../members/ports.ts';

/**
 * Turns a bearer token (or a page session) into the caller, with the role the store holds right now (never one from
 * the token).
 */
export class IdentifyCaller {
  constructor(
    private readonly verifier: IdentityVerifier,
    private readonly users: Users,
    private readonly sessions: PageSessions,
  ) {}

  /** Checks revocation unless told a minute-old answer will do. */
  async execute(token: string, options: VerifyOptions = { checkRevoked: true }): Promise<Actor> {
    return this.actorOf(await this.verifier.verify(token, options));
  }

  /** A page session for the holder of this ID token. */
  startSession(token: string): Promise<PageSession> {
    return this.sessions.start(token);
  }

  /** The caller a page session names, and their account's id (whom the page's data is for). */
  async ofSession(session: string): Promise<{ readonly uid: string; readonly actor: Actor }> {
    const identity = await this.sessions.verify(session);
    return { uid: identity.uid, actor: await this.actorOf(identity) };
  }

  private async actorOf(identity: VerifiedIdentity): Promise<Actor> {
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
