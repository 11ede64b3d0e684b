import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type EmailTopic } from '../../domain/notifications/email-choices.ts';
import type { Clock } from '../../application/shared/ports.ts';
import type { UnsubscribeTokens } from '../../application/notifications/ports.ts';

/** An unsubscribe link works for a year: long enough for an old email, short enough that a leaked one dies. */
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

interface Claims {
  readonly e: string;
  readonly t: EmailTopic;
  /** Expiry, in milliseconds since the epoch. */
  readonly x: number;
}

/** `<claims>.<signature>`, both base64url: the claims in JSON, signed with HMAC-SHA256 under the server's secret. */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  sign(email: string, topic: EmailTopic): string {
    const claims: Claims = { e: email, t: topic, x: this.clock.now().getTime() + LIFETIME_MS };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.signature(body)}`;
  }

  read(token: string): { email: string; topic: EmailTopic } | undefined {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
      const topic = EMAIL_TOPICS.find((t) => t === claims.t);
      if (typeof claims.e !== 'string' || !topic || typeof claims.x !== 'number') return undefined;
      return claims.x > this.clock.now().getTime() ? { email: claims.e, topic } : undefined;
    } catch {
      return undefined;
    }
  }

  private signature(body: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${body}`).digest('base64url');
  }
}
