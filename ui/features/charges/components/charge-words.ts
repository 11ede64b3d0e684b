import type { AddedKind } from '@domain/charges/charges.ts';
import type { MessageId } from '@/i18n/en/index.ts';

/** Each kind of charge the building adds, in the reader's words. */
export const KIND_WORDS: Record<AddedKind, MessageId> = {
  service: 'charges.kind.service',
  gas: 'charges.kind.gas',
  water: 'charges.kind.water',
  electricity: 'charges.kind.electricity',
  repair: 'charges.kind.repair',
  fine: 'charges.kind.fine',
  other: 'charges.kind.other',
};

/** The months a charge can start or end in: a year either side of `current`, oldest first. */
export function monthsAround(current: string, before = 12, after = 12): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: before + after + 1 }, (_, i) => {
    const index = year * 12 + month - 1 - before + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
