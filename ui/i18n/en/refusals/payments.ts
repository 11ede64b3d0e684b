/** What the server's refusals say for payments: the words of each rule it checks, and each refusal code's sentence. */
export const paymentsRefusals = {
  'errors.PAYMENT.INVALID_MONTH': 'That is not a month',
  'errors.PAYMENT.MONTH_ALREADY_PAID': 'Payment for this month already exists!',
  'errors.PAYMENT.MONTH_NOT_PAYABLE': 'Rent for this month cannot be paid',
  'errors.PAYMENT.DUPLICATE_TRANSACTION': 'This transaction is already recorded',
  'errors.PAYMENT.RECORDED_FOR_ANOTHER_MONTH': 'This card payment is already recorded for another month',
  'errors.PAYMENT.AMOUNT_MISMATCH': 'The amount does not match the rent due',
  'errors.PAYMENT.INTENT_NOT_FOUND': 'No such payment',
  'errors.PAYMENT.INTENT_NOT_SUCCEEDED': 'This card payment has not succeeded, so this cannot be done with it',
  'errors.PAYMENT.INTENT_MISMATCH': 'This payment does not match: it is for someone else or another month',
  'errors.PAYMENT.CARD_DECLINED': 'Your card was declined. Check its details or use another card.',
  'errors.PAYMENT.PROVIDER_FAILED': 'The payment provider could not complete the request',
  'errors.PAYMENT.RECEIPT_NOT_FOUND': 'No such receipt',
  'errors.PAYMENT.REPORT_NOT_FOUND': 'There is no such payment report',
  'errors.PAYMENT.REPORT_DECIDED': 'This payment report was already decided, perhaps by another admin',
  'errors.PAYMENT.NOTHING_OWED': 'Your former lease’s books are settled: there is no payment to report',
} as const;
