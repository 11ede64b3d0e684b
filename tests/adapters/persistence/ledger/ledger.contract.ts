import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import type { LedgerCharge, LedgerCredit, LedgerEntry } from '../../../../domain/ledger/ledger.ts';
import { poisha, taka } from '../../../../domain/shared/money.ts';
import { aPayment as aCardPayment } from '../../../support/builders.ts';
import { outcomes, type Store, type StoreKind } from '../stores.ts';
import { aCharge, aPayment, aVoid, ADMIN, later, LEASE, OTHER_LEASE } from './entries.ts';

const ids = (entries: readonly LedgerEntry[]) => entries.map((e) => e.id);

export function ledgerContract(store: Store, kind: StoreKind['name']) {
  describe('LedgerEntries', () => {
    // On the SQL stores a race runs through two stores on one database, as two server instances would.
    let second: Persistence | undefined;
    beforeAll(async () => {
      if (kind !== 'memory') second = await store.another();
    });
    afterAll(async () => {
      await second?.close();
    });
    const other = () => second ?? store();

    it('keeps a charge as written, with and without the admin who added it', async () => {
      const added = aCharge('chg-1');
      const billed: LedgerCharge = {
        type: 'charge',
        id: 'chg-2',
        leaseId: LEASE,
        kind: 'repair',
        month: '2026-12',
        label: 'Broken window',
        amount: poisha(150_050),
        at: later(1),
      };
      expect(await store().ledger.add(added)).toEqual(added);
      expect(await store().ledger.add(billed)).toEqual(billed);
      const listed = await store().ledger.listFor(LEASE);
      expect(listed).toEqual([added, billed]);
      expect(listed[1]).not.toHaveProperty('by');
    });

    it('keeps a payment with every field, numbered, and a credit with none of its optional fields', async () => {
      const bank = aPayment('cr-1');
      const waiver: LedgerCredit = {
        type: 'credit',
        id: 'cr-2',
        leaseId: LEASE,
        kind: 'waiver',
        amount: taka(500),
        paidOn: '2026-11-05',
        at: later(1),
      };
      const cash: LedgerCredit = {
        type: 'credit',
        id: 'cr-3',
        leaseId: LEASE,
        kind: 'payment',
        amount: poisha(100_001),
        paidOn: '2026-11-05',
        at: later(2),
        method: 'cash',
      };
      expect(await store().ledger.add(bank)).toEqual({ ...bank, receiptNumber: 1 });
      expect(await store().ledger.add(waiver)).toEqual(waiver);
      expect(await store().ledger.add(cash)).toEqual({ ...cash, receiptNumber: 2 });
      const listed = await store().ledger.listFor(LEASE);
      expect(listed).toEqual([{ ...bank, receiptNumber: 1 }, waiver, { ...cash, receiptNumber: 2 }]);
      for (const field of ['method', 'reference', 'note', 'receiptNumber', 'forCharge', 'by'])
        expect(listed[1]).not.toHaveProperty(field);
      for (const field of ['reference', 'note', 'forCharge', 'by']) expect(listed[2]).not.toHaveProperty(field);
    });

    it('keeps a void as written', async () => {
      const charge = aCharge('chg-1');
      const cancel = aVoid('void-1', 'chg-1', { at: later(5), reason: 'Billed to the wrong flat' });
      await store().ledger.add(charge);
      expect(await store().ledger.add(cancel)).toEqual(cancel);
      expect(await store().ledger.listFor(LEASE)).toEqual([charge, cancel]);
    });

    it('lists only the lease’s own entries, oldest written first, those of one instant by id', async () => {
      await store().ledger.add(aCharge('b', { at: later(2) }));
      await store().ledger.add(aCharge('z', { at: later(0) }));
      await store().ledger.add(aCharge('elsewhere', { leaseId: OTHER_LEASE, at: later(1) }));
      await store().ledger.add(aCharge('a', { at: later(2) }));
      expect(ids(await store().ledger.listFor(LEASE))).toEqual(['z', 'a', 'b']);
      expect(ids(await store().ledger.listFor(OTHER_LEASE))).toEqual(['elsewhere']);
      expect(await store().ledger.listFor('agr-none')).toEqual([]);
      expect(ids(await store().ledger.listAll())).toEqual(['z', 'elsewhere', 'a', 'b']);
    });

    it('numbers a recorded payment after the card payments, from the same counter, and nothing else takes a number', async () => {
      const card = await store().payments.add(aCardPayment().build());
      expect(card.receiptNumber).toBe(1);
      await store().ledger.add(aCharge('chg-1'));
      const discount: LedgerCredit = {
        type: 'credit',
        id: 'cr-discount',
        leaseId: LEASE,
        kind: 'discount',
        amount: taka(1_200),
        paidOn: '2026-11-05',
        at: later(3),
        // Receipt numbers come from the counter alone: one given with a credit that is not a payment is not kept.
        receiptNumber: 7,
      };
      const { receiptNumber: _given, ...unnumbered } = discount;
      expect(await store().ledger.add(discount)).toEqual(unnumbered);
      expect(await store().ledger.add(aVoid('void-1', 'chg-1'))).not.toHaveProperty('receiptNumber');
      const recorded = await store().ledger.add(aPayment('cr-1'));
      expect(recorded.type === 'credit' && recorded.receiptNumber).toBe(2);
      const nextCard = await store().payments.add(
        aCardPayment().withId('pay-2').forMonth('2026-11').withTransactionId('pi_nov').build(),
      );
      expect(nextCard.receiptNumber).toBe(3);
      expect(await store().ledger.add(aPayment('cr-2', { at: later(9) }))).toMatchObject({ receiptNumber: 4 });

      expect(await store().ledger.byReceiptNumber(2)).toEqual(recorded);
      // A card payment's number is the payments store's, and this store's number no card payment's.
      expect(await store().ledger.byReceiptNumber(1)).toBeUndefined();
      expect(await store().payments.byReceiptNumber(2)).toBeUndefined();
      expect(await store().ledger.byReceiptNumber(99)).toBeUndefined();
    });

    it('refuses a reference the lease already holds for that method, writing nothing and issuing no number', async () => {
      await store().ledger.add(aPayment('cr-1', { reference: 'TRX-77' }));
      const again = aPayment('cr-2', { reference: 'TRX-77', amount: taka(500) });
      const refusal = {
        code: 'LEDGER.DUPLICATE_REFERENCE',
        message: 'A payment with this reference is already on this lease’s books',
      };
      await expect(store().ledger.add(again)).rejects.toMatchObject(refusal);
      await expect(store().uow.run(() => store().ledger.add(again))).rejects.toMatchObject(refusal);
      expect(ids(await store().ledger.listFor(LEASE))).toEqual(['cr-1']);

      // The same reference on another lease, or by another method, is another payment; cash carries none.
      const cash = (id: string): LedgerCredit => {
        const { reference: _none, ...withoutReference } = aPayment(id, { method: 'cash' });
        return withoutReference;
      };
      const numbers = [];
      for (const entry of [
        aPayment('cr-3', { reference: 'TRX-77', leaseId: OTHER_LEASE }),
        aPayment('cr-4', { reference: 'TRX-77', method: 'cheque' }),
        cash('cr-5'),
        cash('cr-6'),
      ]) {
        const stored = await store().ledger.add(entry);
        numbers.push(stored.type === 'credit' ? stored.receiptNumber : undefined);
      }
      expect(numbers).toEqual([2, 3, 4, 5]);
    });

    it('refuses a second void of one entry with LEDGER.ALREADY_VOIDED and writes nothing', async () => {
      await store().ledger.add(aCharge('chg-1'));
      await store().ledger.add(aVoid('void-1', 'chg-1'));
      await expect(
        store().ledger.add(aVoid('void-2', 'chg-1', { by: 'other-admin@test.lakeview', at: later(1) })),
      ).rejects.toMatchObject({
        code: 'LEDGER.ALREADY_VOIDED',
        message: 'This entry was already voided, perhaps by another admin',
      });
      expect(ids(await store().ledger.listFor(LEASE))).toEqual(['chg-1', 'void-1']);
    });

    it('writes exactly one of two voids of one entry made at once', async () => {
      await store().ledger.add(aCharge('chg-1'));
      const results = await outcomes([
        store().ledger.add(aVoid('void-1', 'chg-1')),
        other().ledger.add(aVoid('void-2', 'chg-1', { by: 'other-admin@test.lakeview' })),
      ]);
      expect(results).toEqual({ ok: 1, 'LEDGER.ALREADY_VOIDED': 1 });
      const voids = (await store().ledger.listFor(LEASE)).filter((e) => e.type === 'void');
      expect(voids).toHaveLength(1);
    });

    it('gives payments recorded at once, by hand and by card, distinct consecutive receipt numbers', async () => {
      const [first, secondRecorded, card] = await Promise.all([
        store().ledger.add(aPayment('cr-1')),
        other().ledger.add(aPayment('cr-2', { reference: 'TRX-other' })),
        other().payments.add(aCardPayment().build()),
      ]);
      const numbers = [first, secondRecorded].map((e) => (e.type === 'credit' ? e.receiptNumber : undefined));
      expect([...numbers, card.receiptNumber].sort()).toEqual([1, 2, 3]);
      expect(await store().ledger.byReceiptNumber(numbers[0]!)).toEqual(first);
      expect(await store().ledger.byReceiptNumber(numbers[1]!)).toEqual(secondRecorded);
    });

    it('undoes an entry and gives its number back when its unit of work fails', async () => {
      await expect(
        store().uow.run(async () => {
          await store().ledger.add(aPayment('cr-1'));
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await store().ledger.listAll()).toEqual([]);
      expect(await store().ledger.add(aPayment('cr-2'))).toMatchObject({ receiptNumber: 1, by: ADMIN });
    });
  });
}
