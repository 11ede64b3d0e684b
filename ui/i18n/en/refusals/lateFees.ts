/** What the server's refusals say for lateFees: the words of each rule it checks, and each refusal code's sentence. */
export const lateFeesRefusals = {
  'lateFees.rule.enabled': 'Say whether late fees are charged: on or off',
  'lateFees.rule.graceDays': 'Allow from {min} to {max} days of grace after the day rent is due',
  'lateFees.rule.basis': 'Pick a fixed amount or a percent of the month’s unpaid rent',
  'lateFees.rule.amount': 'Enter a fixed fee above ৳{min} and up to ৳{max}, with at most two decimals',
  'lateFees.rule.percent': 'Enter a percent above {min} and up to {max}, with at most two decimals',
  'lateFees.rule.cap': 'Enter a cap in whole taka from ৳{min} to ৳{max}, or leave it empty for none',
  'errors.LATEFEE.CHANGED': 'Someone else changed the late fee settings; reload to see them',
  'errors.LATEFEE.ALREADY_ADDED': 'This month’s late fee is already on this lease’s books',
} as const;
