/** What the server's refusals say for onlinePayments: the words of each rule it checks, and each refusal code's sentence. */
export const onlinePaymentsRefusals = {
  'errors.ONLINEPAYMENT.OFF': 'Paying online with bKash, Nagad or a card is not available in this building',
  'errors.ONLINEPAYMENT.NOT_FOUND': 'There is no such online payment',
  'errors.ONLINEPAYMENT.NOT_VALIDATED': 'The payment gateway did not confirm this payment, so nothing was recorded',
} as const;
