/** What the server's refusals say for moveOut: the words of each rule it checks, and each refusal code's sentence. */
export const moveOutRefusals = {
  'moveOut.rule.amount': 'Enter a whole number of taka above ৳{min} and up to ৳{max}',
  'moveOut.rule.reason': 'Write the reason for the deduction, up to {max} characters',
  'moveOut.rule.restOwed':
    'The deductions come to more than the deposit held: say the rest is owed to charge it to the resident, or deduct less',
  'moveOut.rule.method': 'Pick how the refund was paid: cash, bank, cheque, bkash, nagad',
  'moveOut.rule.reference':
    'Write the transaction or cheque reference, up to {max} characters (required except for cash)',
  'errors.FINAL.NOT_FOUND': 'There is no final statement for this lease',
  'errors.FINAL.ALREADY_SETTLED': 'This final statement was already settled, perhaps by another admin',
  'errors.FINAL.CHANGED': 'Someone else changed this final statement; reload to see it',
  'errors.FINAL.DEDUCTION_NOT_FOUND': 'There is no such deduction on this statement',
} as const;
