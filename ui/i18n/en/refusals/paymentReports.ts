/** What the server's refusals say for paymentReports: the words of each rule it checks, and each refusal code's sentence. */
export const paymentReportsRefusals = {
  'paymentReports.rule.amount': 'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
  'paymentReports.rule.paidOn': 'Pick the day you paid: not in the future, and not before your lease began',
  'paymentReports.rule.method': 'Pick how you paid: bank, bKash, Nagad or cheque',
  'paymentReports.rule.reference': 'Write the transaction or cheque reference, up to {max} characters',
  'paymentReports.rule.note': 'Write a note of up to {max} characters, or none',
  'paymentReports.rule.reason': 'Write why, up to {max} characters',
} as const;
