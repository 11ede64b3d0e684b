import { describe, expect, it } from 'vitest';
import { RecordLedgerPayment, VoidLedgerEntry, type BookWriting } from '../../../application/ledger/write-books.ts';
import { GetReceipt } from '../../../application/payments/get-receipt.ts';
import { anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// Rahim rents A101 and paid September by card (stored as given, with receipt 7); the building records his bKash
// payment by hand, which takes its number from the building's counter.
const a101 = anApartment().withId('apt-a101').build();
const rahim = aUser().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const lease = anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build();
const september = { ...aPayment().withId('pay-sep').by(rahim.email).forMonth('2026-09').build(), receiptNumber: 7 };
const payer = anActor().withEmail(rahim.email).member().build();
const admin = anActor().withEmail('admin@example.com').admin().build();
const stranger = anActor().withEmail('karim@example.com').member().build();

const aBuilding = () => aWorld({ apartments: [a101], users: [rahim], agreements: [lease], payments: [september] });
const writing = (w: World): BookWriting => ({ ...w, ledger: w.ledger, books: w.books, audit: w.trail });
const receipt = (w: World) => new GetReceipt(w.payments, w.ledger, w.agreements);
const bkash = async (w: World) =>
  (
    await new RecordLedgerPayment(writing(w), w.notifier).execute({
      leaseId: lease.id,
      amount: 5000,
      paidOn: '2026-11-04',
      method: 'bkash',
      reference: '8N7A6B',
      by: admin.email,
    })
  ).entry;

describe('a receipt', () => {
  it('of a card payment is the payer’s and the admins’, and no one else’s', async () => {
    const w = await aBuilding();
    for (const actor of [payer, admin]) {
      expect(await receipt(w).execute({ actor, receiptNumber: 7 })).toEqual({ kind: 'card', payment: september });
    }
    await expectRefusal(receipt(w).execute({ actor: stranger, receiptNumber: 7 }), 'PAYMENT.RECEIPT_NOT_FOUND');
  });

  it('of a payment recorded by hand names the lease it was paid under, for its payer and the admins only', async () => {
    const w = await aBuilding();
    const credit = await bkash(w);
    const receiptNumber = credit.receiptNumber!;
    expect(receiptNumber).toEqual(expect.any(Number));
    for (const actor of [payer, admin]) {
      const read = await receipt(w).execute({ actor, receiptNumber });
      expect(read).toEqual({ kind: 'recorded', credit, lease });
    }
    await expectRefusal(receipt(w).execute({ actor: stranger, receiptNumber }), 'PAYMENT.RECEIPT_NOT_FOUND');
    await expectRefusal(receipt(w).execute({ actor: admin, receiptNumber: 999 }), 'PAYMENT.RECEIPT_NOT_FOUND');
  });

  it('of a payment voided afterwards still reads, with the void that cancelled it', async () => {
    const w = await aBuilding();
    const credit = await bkash(w);
    const { entry: voiding } = await new VoidLedgerEntry(writing(w)).execute({
      leaseId: lease.id,
      entryId: credit.id,
      reason: 'Recorded twice',
      by: admin.email,
    });
    const read = await receipt(w).execute({ actor: payer, receiptNumber: credit.receiptNumber! });
    expect(read).toMatchObject({ kind: 'recorded', voided: voiding });
  });
});
