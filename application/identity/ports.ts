/** Who a bearer token belongs to, as the identity service vouches. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string;
  readonly name?: string;
  readonly picture?: string;
}

export interface VerifyOptions {
  /**
   * true: ask the identity service now whether the account is disabled or its sessions revoked. false: an answer
   * up to a minute old will do, so a disabled or revoked account's token still works for at most a minute.
   */
  readonly checkRevoked: boolean;
}

export interface IdentityVerifier {
  /**
   * Throws AUTH.UNAUTHENTICATED for any token it cannot vouch for (including one whose account is disabled or whose
   * sessions were revoked), SERVICE.UNAVAILABLE when it cannot ask.
   */
  verify(token: string, options: VerifyOptions): Promise<VerifiedIdentity>;
}

export interface IdentityAccounts {
  /** Creates the sign-in account when missing; returns whether it was created. */
  ensureAccount(email: string, password: string, displayName: string): Promise<boolean>;
}

/** A page session as the browser keeps it: the cookie's value, and for how long it holds. */
export interface PageSession {
  readonly value: string;
  readonly maxAgeSeconds: number;
}

/**
 * Sessions the browser sends with the pages it opens (a cookie the app cannot read), so that a dashboard page can
 * arrive with the signed-in person's first data instead of asking for it once the app has run. They open no API
 * route: every call to /api still carries its bearer token.
 */
export interface PageSessions {
  /** A session for the holder of this ID token. Throws as IdentityVerifier.verify does. */
  start(idToken: string): Promise<PageSession>;
  /**
   * Who a session belongs to; an answer up to a minute old will do. Throws AUTH.UNAUTHENTICATED for a session it
   * cannot vouch for (expired, revoked, its account disabled), SERVICE.UNAVAILABLE when it cannot ask.
   */
  verify(session: string): Promise<VerifiedIdentity>;
}
