import type { ReactNode } from 'react';
import type { LeaseSummaryDto } from '@contract/ledger';
import { type AgeingBucket } from '@domain/ledger/reading.ts';
import { CHARGE_LABELS } from '@domain/ledger/writing.ts';
import { type ChargeKind, type CreditKind, type PaymentMethod } from '@domain/ledger/ledger.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

export const CHARGE_WORDS: Record<ChargeKind, MessageId> = {
  rent: 'books.charge.rent',
  service: 'books.charge.service',
  gas: 'books.charge.gas',
  water: 'books.charge.water',
  electricity: 'books.charge.electricity',
  repair: 'books.charge.repair',
  fine: 'books.charge.fine',
  'late-fee': 'books.charge.late-fee',
  deposit: 'books.charge.deposit',
  advance: 'books.charge.advance',
  deduction: 'books.charge.deduction',
  refund: 'books.charge.refund',
  booking: 'books.charge.booking',
  other: 'books.charge.other',
};

export const CREDIT_WORDS: Record<CreditKind, MessageId> = {
  payment: 'books.kind.payment',
  discount: 'books.kind.discount',
  waiver: 'books.kind.waiver',
};

export const METHOD_WORDS: Record<PaymentMethod, MessageId> = {
  card: 'books.method.card',
  cash: 'books.method.cash',
  bank: 'books.method.bank',
  cheque: 'books.method.cheque',
  bkash: 'books.method.bkash',
  nagad: 'books.method.nagad',
};

export const BUCKET_WORDS: Record<AgeingBucket, MessageId> = {
  '0-30': 'books.bucket.0-30',
  '31-60': 'books.bucket.31-60',
  '61-90': 'books.bucket.61-90',
  '90+': 'books.bucket.90+',
};

/** The words of the books that need the reader's language: amounts in sentences, days, flats, balances. */
export function useBookWords() {
  const t = useT();
  const format = useFormat();
  return {
    /** An amount inside a sentence (a toast, a button's name): "৳5,000" / "৳৫,০০০". */
    money: (amount: number) => `৳${format.number(amount)}`,
    /** A building day, "YYYY-MM-DD", as the date it is wherever the admin's browser is: "6 Nov 2026". */
    day: (day: string) => format.date(`${day}T00:00:00`),
    month: format.month,
    flat: (flat: LeaseSummaryDto['flat']) => t('books.flatText', { ...flat, floor: flat.floor }),
    /**
     * What a charge is called: the words the admin wrote, or, for a charge that kept its kind's own words, those
     * words in the reader's language.
     */
    chargeLabel: (c: { kind: ChargeKind; label: string }) =>
      c.label === CHARGE_LABELS[c.kind] ? t(CHARGE_WORDS[c.kind]) : c.label,
    /**
     * A voided charge carries its words, not its kind: words that are a kind's own name read as that kind in the
     * reader's language; any other words are the building's and stay as written.
     */
    labelWords: (label: string) => {
      const kind = (Object.keys(CHARGE_LABELS) as ChargeKind[]).find((k) => CHARGE_LABELS[k] === label);
      return kind ? t(CHARGE_WORDS[kind]) : label;
    },
  };
}

/** A lease's balance as the admin reads it: what is owed, the credit waiting, or paid up. */
export function BalanceText({ balance }: { balance: number }) {
  const t = useT();
  if (balance === 0) return <>{t('books.balance.paidUp')}</>;
  const amount: ReactNode = <Taka amount={Math.abs(balance)} />;
  return <>{balance > 0 ? t('books.balance.owes', { amount }) : t('books.balance.credit', { amount })}</>;
}

/** Whether the lease still runs, as a badge. */
export function LeaseBadge({ current }: { current: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${current ? 'bg-sky-100 text-sky-900' : 'bg-slate-200 text-slate-800'}`}
    >
      {current ? t('books.livingHere') : t('books.movedOut')}
    </span>
  );
}
