import type { Actor } from '../shared/ports.ts';
import type { PaymentGateway } from './ports.ts';

/** Records a succeeded card payment by its transaction id, exactly once however often it is called. */
export interface CardPaymentRecorder {
  execute(input: { transactionId: string; reportedBy?: Actor }): Promise<unknown>;
}

/**
 * Hands a card payment to whoever keeps it, by what its intent was opened for: a month's rent is the payments
 * store's, money paid from the books (the whole balance, or one charge) the books'. The provider's webhook and the
 * sandbox's card confirmation report every payment through here, as neither knows which it is.
 */
export class RecordCardPayment implements CardPaymentRecorder {
  constructor(
    private readonly recorders: { readonly rent: CardPaymentRecorder; readonly books: CardPaymentRecorder },
    private readonly gateway: Pick<PaymentGateway, 'retrieveIntent'>,
  ) {}

  async execute(input: { transactionId: string; reportedBy?: Actor }): Promise<unknown> {
    const intent = await this.gateway.retrieveIntent(input.transactionId);
    return (intent.metadata.purpose === 'books' ? this.recorders.books : this.recorders.rent).execute(input);
  }
}
