/** Small helpers the security and reliability tests share: store snapshots and paying rent through the sandbox. */
import { MONTH_NAMES } from '../../../domain/shared/month.ts';
import type { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';

export const CARD_OK = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/** Every row of every memory table, as text: equal snapshots mean no row changed. */
export const snapshotOf = (tables: MemoryTables) =>
  JSON.stringify(Object.entries(tables).map(([name, rows]) => [name, [...(rows as Map<string, unknown>).entries()]]));

type Call = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; body: any }>;

/** Creates and confirms an intent for `month` (spelled as given); returns it unrecorded. */
export async function paidIntent(
  call: Call,
  token: string,
  month: string,
): Promise<{ id: string; clientSecret: string }> {
  const intent = await call('POST', '/api/payments/create-payment-intent', { token, body: { month } });
  if (intent.status !== 200) throw new Error(`intent for ${month}: ${intent.status} ${JSON.stringify(intent.body)}`);
  const confirm = await call('POST', '/api/payments/sandbox/confirm', {
    token,
    body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
  });
  if (confirm.status !== 200)
    throw new Error(`confirm for ${month}: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return { id: confirm.body.paymentIntent.id, clientSecret: intent.body.clientSecret };
}

/** Pays `month` all the way: intent, card, record. Returns the recorded payment. */
export async function pay(call: Call, token: string, month: string): Promise<any> {
  const { id } = await paidIntent(call, token, month);
  const recorded = await call('POST', '/api/payments', { token, body: { transactionId: id, month } });
  if (recorded.status !== 201) throw new Error(`record ${month}: ${recorded.status} ${JSON.stringify(recorded.body)}`);
  return recorded.body;
}

/** `count` different spellings of one month: each makes a different intent, all for the same month. */
export function spellingsOf(monthIndex: number, year: number, count: number): string[] {
  const name = MONTH_NAMES[monthIndex - 1]!;
  const out = new Set<string>([`${year}-${String(monthIndex).padStart(2, '0')}`]);
  // Prefixes of at least 3 letters, each in a few casings.
  for (let len = name.length; len >= 3 && out.size < count; len--) {
    const prefix = name.slice(0, len);
    for (const cased of [prefix, prefix.toUpperCase(), prefix[0]!.toUpperCase() + prefix.slice(1)]) {
      if (out.size < count) out.add(`${cased} ${year}`);
    }
  }
  // Short names ("may") run out of prefixes: more spaces between month and year make more spellings.
  for (let spaces = 2; out.size < count; spaces++) out.add(`${name}${' '.repeat(spaces)}${year}`);
  return [...out];
}

/**
 * A cheap snapshot for the fuzzer: rows are immutable objects that a write replaces, so holding the references
 * and comparing them with === finds every changed, added or removed row without serialising anything.
 */
export function rowRefs(tables: MemoryTables): Map<string, Map<unknown, unknown>> {
  return new Map(Object.entries(tables).map(([name, rows]) => [name, new Map(rows as Map<unknown, unknown>)]));
}

/** The tables whose rows differ from the snapshot. */
export function changedSince(before: Map<string, Map<unknown, unknown>>, tables: MemoryTables): string[] {
  const changed: string[] = [];
  for (const [name, rows] of Object.entries(tables) as [string, Map<unknown, unknown>][]) {
    const old = before.get(name);
    if (!old || old.size !== rows.size || [...rows].some(([key, row]) => old.get(key) !== row)) changed.push(name);
  }
  return changed;
}
