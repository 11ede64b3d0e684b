import type { ChargeDto } from '@contract/ledger';
import { CHARGE_LABELS } from '@domain/ledger/writing.ts';
import { type ChargeKind, type PaymentMethod } from '@domain/ledger/ledger.ts';
import type { MessageId } from '@/i18n/en/index.ts';
import { useCallback } from 'react';
import { useLocale, type Translate } from '@/lib/i18n/intl.tsx';

const isChargeKind = (kind: string): kind is ChargeKind => kind in CHARGE_LABELS;

/** Each kind of charge in the reader's words; a new kind does not compile until it has its words. */
const CHARGE_WORDS: Record<ChargeKind, MessageId> = {
  rent: 'myAccount.charge.rent',
  service: 'myAccount.charge.service',
  gas: 'myAccount.charge.gas',
  water: 'myAccount.charge.water',
  electricity: 'myAccount.charge.electricity',
  repair: 'myAccount.charge.repair',
  fine: 'myAccount.charge.fine',
  'late-fee': 'myAccount.charge.late-fee',
  deposit: 'myAccount.charge.deposit',
  advance: 'myAccount.charge.advance',
  deduction: 'myAccount.charge.deduction',
  refund: 'myAccount.charge.refund',
  booking: 'myAccount.charge.booking',
  other: 'myAccount.charge.other',
};

/** Each way of paying in the reader's words. */
const METHOD_WORDS: Record<PaymentMethod, MessageId> = {
  card: 'myAccount.method.card',
  cash: 'myAccount.method.cash',
  bank: 'myAccount.method.bank',
  cheque: 'myAccount.method.cheque',
  bkash: 'myAccount.method.bkash',
  nagad: 'myAccount.method.nagad',
};

/**
 * What a charge is, in the reader's words: its kind when the building wrote no words of its own (the server then sends
 * the kind's English name), else the kind and the building's words ("Repair: Broken window").
 */
export function chargeWords(t: Translate, charge: Pick<ChargeDto, 'label'> & { kind: string }): string {
  if (!isChargeKind(charge.kind)) return charge.label;
  const kind = t(CHARGE_WORDS[charge.kind]);
  return charge.label === CHARGE_LABELS[charge.kind]
    ? kind
    : t('myAccount.chargeLabelled', { kind, label: charge.label });
}

/**
 * A voided charge carries its words, not its kind: words that are a kind's own name read as that kind in the reader's
 * language; any other words are the building's and stay as written.
 */
export function labelWords(t: Translate, label: string): string {
  const kind = (Object.keys(CHARGE_LABELS) as ChargeKind[]).find((k) => CHARGE_LABELS[k] === label);
  return kind ? t(CHARGE_WORDS[kind]) : label;
}

/** What a credit is: a payment by its method, a coupon's discount, or a waiver. */
export function creditWords(t: Translate, credit: { kind: string; method?: PaymentMethod | null }): string {
  if (credit.kind === 'discount') return t('myAccount.credit.discount');
  if (credit.kind === 'waiver') return t('myAccount.credit.waiver');
  return credit.method
    ? t('myAccount.credit.payment', { method: t(METHOD_WORDS[credit.method]) })
    : t('myAccount.credit.paymentPlain');
}

/** A lease's flat as residents say it: "Block B, floor 3, B302". */
export const flatWords = (t: Translate, flat: { block: string; floor: number; number: string }): string =>
  t('myAccount.flat', { block: flat.block, floor: flat.floor, number: flat.number });

/** Whether a statement line's date is a month ("2026-11", a charge's) or a day ("2026-11-03", a credit's). */
export const isMonthKey = (date: string): boolean => /^\d{4}-\d{2}$/.test(date);

/**
 * A building's day ("2026-11-03") as "3 Nov 2026" / "৩ নভে, ২০২৬": the day itself, whatever the reader's time zone
 * (read at noon UTC, it is the same date everywhere).
 */
export function useDay(): (day: string) => string {
  const { intl } = useLocale();
  return useCallback(
    (day: string) =>
      intl.formatDate(new Date(`${day}T12:00:00Z`), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [intl],
  );
}
