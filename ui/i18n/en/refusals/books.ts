/** What the server's refusals say for books: the words of each rule it checks, and each refusal code's sentence. */
export const booksRefusals = {
  'books.rule.amount': 'Enter an amount above ৳{min} and up to ৳{max}, with at most two decimals',
  'books.rule.paidOn': 'Pick the day it was received: not in the future, and not before the lease began',
  'books.rule.method': 'Pick how it was paid: cash, bank, cheque, bkash, nagad',
  'books.rule.reference':
    'Write the transaction or cheque reference, up to {max} characters (required for bank, cheque, bKash and Nagad)',
  'books.rule.note': 'Write a note of up to {max} characters, or none',
  'books.rule.kind': 'Pick what the charge is for: service, gas, water, electricity, repair, fine, other',
  'books.rule.month': 'Pick a month the lease covers',
  'books.rule.label': 'Write what the charge is for, up to {max} characters',
  'books.rule.reason': 'Write why, up to {max} characters',
  'errors.LEDGER.ENTRY_NOT_FOUND': 'There is no such entry on this lease’s books',
  'errors.LEDGER.NOT_VOIDABLE': 'This entry cannot be voided',
  'errors.LEDGER.ALREADY_VOIDED': 'This entry was already voided, perhaps by another admin',
  'errors.LEDGER.DUPLICATE_REFERENCE': 'A payment with this reference is already on this lease’s books',
} as const;
