import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { DomainError } from '../../domain/shared/errors.ts';
import type {
  IdentityAccounts,
  IdentityVerifier,
  PageSession,
  PageSessions,
  VerifiedIdentity,
  VerifyOptions,
} from '../../application/identity/ports.ts';

export interface FirebaseSettings {
  readonly projectId: string;
  /** host:port of the Auth emulator; only outside production (config refuses it there). */
  readonly emulatorHost?: string;
}

export function firebaseAuth({ projectId, emulatorHost }: FirebaseSettings): Auth {
  // firebase-admin reads the emulator address from the environment, nowhere else.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const name = `residency-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

/** Codes firebase-admin uses for a token it could check and refuses: the caller's fault, so 401. */
const REFUSED = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/invalid-id-token',
  'auth/user-not-found',
  'auth/session-cookie-expired',
]);
/** A genuine token whose account was disabled or whose sessions were revoked since it was issued: also 401. */
const ENDED = new Set(['auth/id-token-revoked', 'auth/session-cookie-revoked', 'auth/user-disabled']);

/** The messages firebase-admin gives a failed fetch of the token-signing keys (network error, timeout, non-200). */
const KEY_FETCH_FAILED = /^(Error while making request|Error fetching public keys|Error fetching Json Web Keys)/;

/** Bounds the token cache's memory; the oldest entries go first once it is full. */
const MAX_CACHED_TOKENS = 10_000;
/**
 * A verified token is remembered until it expires, but at most this long after the identity service last said its
 * account was enabled and its sessions not revoked: a disabled or revoked account's token works for at most this
 * long on the calls that accept a remembered answer, and not at all on those that ask for a revocation check.
 */
const MAX_CACHE_MS = 60_000;

export class FirebaseIdentityVerifier implements IdentityVerifier {
  // Every signed-in request verifies its token; a revocation check is a call to the identity service (the
  // benchmark measured /api/users/role at under a tenth of the bare server's rate without this cache), so reads
  // use an answer up to MAX_CACHE_MS old. Only successes are kept, and every verification checks revocation, so
  // a remembered answer is never older than the last time the account was seen enabled.
  private readonly verified = new Map<string, { identity: VerifiedIdentity; until: number }>();
  /**
   * Verifications under way for calls that accept a remembered answer: the requests that miss the cache together
   * (all of a token's requests in the moment its minute runs out) wait for one call to the identity service instead
   * of each sending its own. A call that asks for a revocation check never joins one: it started before it asked.
   */
  private readonly verifying = new Map<string, Promise<VerifiedIdentity>>();

  constructor(
    private readonly auth: Auth,
    private readonly now: () => number = Date.now,
    /** What it is handed: the ID tokens API calls carry, or the session cookies pages carry (FirebasePageSessions). */
    private readonly kind: 'id-token' | 'session-cookie' = 'id-token',
  ) {}

  async verify(token: string, { checkRevoked }: VerifyOptions): Promise<VerifiedIdentity> {
    // The clock is read before asking: the account is known to be enabled from this moment, not from the answer's.
    const askedAt = this.now();
    const cached = this.verified.get(token);
    if (cached && !checkRevoked && cached.until > askedAt) return cached.identity;
    if (checkRevoked) return this.verifyAndRemember(token, askedAt);
    let under = this.verifying.get(token);
    if (under === undefined) {
      under = this.verifyAndRemember(token, askedAt).finally(() => this.verifying.delete(token));
      this.verifying.set(token, under);
    }
    return under;
  }

  private async verifyAndRemember(token: string, askedAt: number): Promise<VerifiedIdentity> {
    let verified;
    try {
      verified = await this.verifyWithFirebase(token);
    } catch (error) {
      // A refused token is forgotten at once; during an outage the remembered answer keeps its own limit.
      if (error instanceof DomainError && error.code === 'AUTH.UNAUTHENTICATED') this.verified.delete(token);
      throw error;
    }
    this.verified.delete(token);
    if (this.verified.size >= MAX_CACHED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, {
      identity: verified.identity,
      until: Math.min(verified.expiresAt, askedAt + MAX_CACHE_MS),
    });
    return verified.identity;
  }

  private async verifyWithFirebase(token: string): Promise<{ identity: VerifiedIdentity; expiresAt: number }> {
    let decoded;
    try {
      // checkRevoked: firebase-admin also fetches the account (getUser) and refuses a disabled one, or a token from
      // a sign-in before the account's sessions were revoked. Against the emulator it does so on every call anyway.
      decoded =
        this.kind === 'id-token'
          ? await this.auth.verifyIdToken(token, true)
          : await this.auth.verifySessionCookie(token, true);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (ENDED.has(code))
        throw new DomainError('AUTH.UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      // firebase-admin reports "cannot fetch Google's public keys" under auth/argument-error too: that is an
      // outage of the identity service, not a bad token, so it must be a 503 rather than a 401.
      const keysUnreachable = KEY_FETCH_FAILED.test((error as { message?: string }).message ?? '');
      if (!keysUnreachable && (REFUSED.has(code) || code.startsWith('auth/invalid'))) {
        throw new DomainError('AUTH.UNAUTHENTICATED', 'Your session is not valid. Please sign in again.');
      }
      throw new DomainError('SERVICE.UNAVAILABLE', 'The sign-in service cannot be reached right now');
    }
    if (!decoded.email) throw new DomainError('AUTH.UNAUTHENTICATED', 'Your account has no email address');
    return {
      identity: {
        uid: decoded.uid,
        email: decoded.email,
        ...(typeof decoded.name === 'string' ? { name: decoded.name } : {}),
        ...(decoded.picture ? { picture: decoded.picture } : {}),
      },
      expiresAt: decoded.exp * 1000,
    };
  }
}

/** The longest a page session holds (the identity service's own limit: two weeks). */
const PAGE_SESSION_SECONDS = 14 * 24 * 60 * 60;

/**
 * Page sessions are the identity service's session cookies: it signs them, and checks them as it checks ID tokens
 * (revocation and a disabled account included), each answer remembered for up to a minute.
 */
export class FirebasePageSessions implements PageSessions {
  private readonly verifier: FirebaseIdentityVerifier;

  constructor(
    private readonly auth: Auth,
    now: () => number = Date.now,
  ) {
    this.verifier = new FirebaseIdentityVerifier(auth, now, 'session-cookie');
  }

  async start(idToken: string): Promise<PageSession> {
    try {
      const value = await this.auth.createSessionCookie(idToken, { expiresIn: PAGE_SESSION_SECONDS * 1000 });
      return { value, maxAgeSeconds: PAGE_SESSION_SECONDS };
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (REFUSED.has(code) || ENDED.has(code) || code.startsWith('auth/invalid'))
        throw new DomainError('AUTH.UNAUTHENTICATED', 'Your session is not valid. Please sign in again.');
      throw new DomainError('SERVICE.UNAVAILABLE', 'The sign-in service cannot be reached right now');
    }
  }

  verify(session: string): Promise<VerifiedIdentity> {
    return this.verifier.verify(session, { checkRevoked: false });
  }
}

export class FirebaseIdentityAccounts implements IdentityAccounts {
  constructor(private readonly auth: Auth) {}

  async ensureAccount(email: string, password: string, displayName: string): Promise<boolean> {
    try {
      await this.auth.getUserByEmail(email);
      return false;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
    try {
      await this.auth.createUser({ email, password, displayName, emailVerified: true });
      return true;
    } catch (error) {
      // Another process (a second server starting on the same data) made it between the look-up and here.
      if ((error as { code?: string }).code === 'auth/email-already-exists') return false;
      throw error;
    }
  }
}
