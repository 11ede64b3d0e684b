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
