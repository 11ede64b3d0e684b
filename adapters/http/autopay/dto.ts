import type { AutopayAttempt, SavedCard } from '../../../domain/autopay/autopay.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import type { AutopayRow, MyAutopay } from '../../../application/autopay/manage-autopay.ts';
import type { AutopayAttemptDto, AutopayRowDto, MyAutopayDto } from './contract.ts';

const cardDto = (card: SavedCard | undefined) =>
  card ? { brand: card.brand, last4: card.last4, savedAt: card.savedAt.toISOString() } : null;

const attemptDto = (a: AutopayAttempt): AutopayAttemptDto => ({
  month: a.month,
  outcome: a.outcome,
  amount: toTaka(a.amount),
  tries: a.tries,
  triedOn: a.triedOn,
  message: a.message ?? null,
});

export const myAutopayDto = ({ autopay, hasLease, nextChargeOn, lastAttempt }: MyAutopay): MyAutopayDto => ({
  enabled: autopay.enabled,
  cap: autopay.version === 0 || autopay.cap === 0 ? null : toTaka(autopay.cap),
  skipMonth: autopay.skipMonth ?? null,
  card: cardDto(autopay.card),
  hasLease,
  nextChargeOn: nextChargeOn ?? null,
  lastAttempt: lastAttempt ? attemptDto(lastAttempt) : null,
});

export const autopayRowDto = ({ autopay: a, name, flat }: AutopayRow): AutopayRowDto => ({
  userEmail: a.userEmail,
  name,
  flat: flat ?? null,
  cap: toTaka(a.cap),
  skipMonth: a.skipMonth ?? null,
  card: cardDto(a.card),
});
