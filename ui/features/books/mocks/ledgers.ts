import type { LeaseSummaryDto } from '@contract/ledger';
import { type LedgerCharge, type LedgerCredit, type LedgerEntry, rentCharge } from '@domain/ledger/ledger.ts';
import { monthsFrom } from '@domain/shared/month.ts';
import { fromTaka } from '@domain/shared/money.ts';

/**
 * The books as the server keeps them, for stories and tests: a lease and its entries, from which every answer is
 * worked out by the domain's own rules (settled oldest first, aged from the 5th, a month's statement), so the mock's
 * books always add up. The writes check what the server checks and answer with the books as they then stand.
 */
export interface MockLedger {
  readonly lease: LeaseSummaryDto;
  readonly entries: LedgerEntry[];
}

/** The building's day in the samples: Saturday 28 November 2026. */
export const SAMPLE_TODAY = '2026-11-28';
const AT = new Date('2026-11-01T04:00:00.000Z');
/** Who records payments and charges in the samples. */
export const ADMIN = 'admin@example.com';

const lease = (
  leaseId: string,
  memberName: string,
  flat: LeaseSummaryDto['flat'],
  rent: number,
  startMonth: string,
  endMonth: string | null = null,
): LeaseSummaryDto => ({
  leaseId,
  memberName,
  memberEmail: `${memberName.split(' ')[0]!.toLowerCase()}@example.com`,
  flat,
  rent,
  startMonth,
  endMonth,
  current: endMonth === null,
});

const rents = (l: LeaseSummaryDto): LedgerCharge[] =>
  monthsFrom(l.startMonth, l.endMonth ?? SAMPLE_TODAY.slice(0, 7)).map((m) =>
    rentCharge(l.leaseId, m, fromTaka(l.rent), AT),
  );

const charge = (
  l: LeaseSummaryDto,
  id: string,
  kind: LedgerCharge['kind'],
  month: string,
  label: string,
  amount: number,
) =>
  ({
    type: 'charge',
    id,
    leaseId: l.leaseId,
    kind,
    month,
    label,
    amount: fromTaka(amount),
    at: AT,
    by: ADMIN,
  }) as const;

const credit = (
  l: LeaseSummaryDto,
  id: string,
  paidOn: string,
  amount: number,
  more: Partial<Omit<LedgerCredit, 'type' | 'id' | 'leaseId' | 'amount' | 'paidOn'>> = {},
): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: l.leaseId,
  kind: 'payment',
  amount: fromTaka(amount),
  paidOn,
  at: new Date(`${paidOn}T05:00:00.000Z`),
  ...more,
});

const karimLease = lease('lease-karim', 'Karim Ahmed', { floor: 4, block: 'B', number: 'B401' }, 18000, '2026-07');
/** Karim: rent since July, a gas bill and a broken window; paid the first two months, so four items are owed, aged. */
export const owingSeveral = (): MockLedger => ({
  lease: karimLease,
  entries: [
    ...rents(karimLease),
    charge(karimLease, 'ch-karim-gas', 'gas', '2026-09', 'Gas bill', 1200),
    charge(karimLease, 'ch-karim-window', 'repair', '2026-10', 'Broken window', 3500),
    credit(karimLease, 'cr-karim-1', '2026-07-04', 18000, { method: 'cash', receiptNumber: 31, by: ADMIN }),
    credit(karimLease, 'cr-karim-2', '2026-08-07', 18000, {
      method: 'card',
      reference: 'pi_3QK8x2LkdIwHu7ix0',
      receiptNumber: 35,
    }),
    credit(karimLease, 'cr-karim-3', '2026-09-20', 5000, {
      method: 'bkash',
      reference: 'BK8X2K9Q',
      receiptNumber: 38,
      by: ADMIN,
    }),
  ],
});

const nadiaLease = lease('lease-nadia', 'Nadia Rahman', { floor: 2, block: 'A', number: 'A203' }, 14500, '2026-09');
/** Nadia: September by card, October with a coupon's discount and a bank transfer, November half paid in cash. */
export const partlyPaid = (): MockLedger => ({
  lease: nadiaLease,
  entries: [
    ...rents(nadiaLease),
    credit(nadiaLease, 'cr-nadia-1', '2026-09-03', 14500, {
      method: 'card',
      reference: 'pi_3QA1b2C3d4',
      receiptNumber: 29,
    }),
    credit(nadiaLease, 'cr-nadia-2', '2026-10-02', 1450, { kind: 'discount', note: 'Coupon WELCOME10' }),
    credit(nadiaLease, 'cr-nadia-3', '2026-10-04', 13050, {
      method: 'bank',
      reference: 'DBBL-77810',
      receiptNumber: 33,
      by: ADMIN,
    }),
    credit(nadiaLease, 'cr-nadia-4', '2026-11-06', 5000, { method: 'cash', receiptNumber: 41, by: ADMIN }),
  ],
});

const taniaLease = lease('lease-tania', 'Tania Akter', { floor: 3, block: 'C', number: 'C302' }, 16000, '2026-10');
/** Tania: October and November paid by card. */
export const paidUp = (): MockLedger => ({
  lease: taniaLease,
  entries: [
    ...rents(taniaLease),
    credit(taniaLease, 'cr-tania-1', '2026-10-03', 16000, { method: 'card', reference: 'pi_3T1', receiptNumber: 34 }),
    credit(taniaLease, 'cr-tania-2', '2026-11-02', 16000, { method: 'card', reference: 'pi_3T2', receiptNumber: 40 }),
  ],
});

const mituLease = lease('lease-mitu', 'Mitu Sarkar', { floor: 5, block: 'A', number: 'A501' }, 15000, '2026-11');
/** Mitu: paid 20,000 by cheque for November's 15,000, so 5,000 waits for December. */
export const inCredit = (): MockLedger => ({
  lease: mituLease,
  entries: [
    ...rents(mituLease),
    credit(mituLease, 'cr-mitu-1', '2026-11-01', 20000, {
      method: 'cheque',
      reference: 'CHQ-004512',
      receiptNumber: 39,
      by: ADMIN,
    }),
  ],
});

const rafiqLease = lease(
  'lease-rafiq',
  'Rafiq Islam',
  { floor: 5, block: 'C', number: 'C501' },
  12000,
  '2026-03',
  '2026-08',
);
/** Rafiq moved out in August owing July and August; a fine written twice was voided. */
export const formerOwing = (): MockLedger => ({
  lease: rafiqLease,
  entries: [
    ...rents(rafiqLease),
    charge(rafiqLease, 'ch-rafiq-fine-1', 'fine', '2026-06', 'Late fee', 500),
    charge(rafiqLease, 'ch-rafiq-fine-2', 'fine', '2026-06', 'Late fee', 500),
    ...monthsFrom('2026-03', '2026-06').map((m, i) =>
      credit(rafiqLease, `cr-rafiq-${m}`, `${m}-04`, 12000 + (i === 3 ? 500 : 0), {
        method: 'card',
        reference: `pi_3R${i}`,
        receiptNumber: 10 + i,
      }),
    ),
    {
      type: 'void',
      id: 'void-rafiq-1',
      leaseId: rafiqLease.leaseId,
      voids: 'ch-rafiq-fine-2',
      reason: 'Written twice by mistake',
      at: new Date('2026-06-10T08:30:00.000Z'),
      by: ADMIN,
    },
  ],
});

/** Every sample, for the list of who owes. */
export const sampleLedgers = (): MockLedger[] => [owingSeveral(), partlyPaid(), formerOwing(), paidUp(), inCredit()];
