/** What the server's refusals say for charges: the words of each rule it checks, and each refusal code's sentence. */
export const chargesRefusals = {
  'charges.rule.name': 'Write what the charge is called, up to {max} characters',
  'charges.rule.fromMonth': 'Pick the first month it is billed for',
  'charges.rule.untilMonth': 'Pick the last month it is billed for: not before its first month nor before this month',
  'charges.rule.leases': 'Pick every lease, or from {min} to {max} running leases',
  'errors.CHARGE.RECURRING_NOT_FOUND': 'There is no such recurring charge',
  'errors.CHARGE.RECURRING_CHANGED': 'This recurring charge was changed meanwhile, perhaps by another admin',
  'errors.CHARGE.RECURRING_ENDED': 'This charge already ends sooner; add a new one to bill later months',
  'errors.CHARGE.IMPORT_INVALID': 'The bills could not be taken: one of the lines is wrong.',
  'errors.CHARGE.IMPORT_TOO_MANY_ROWS': 'A spreadsheet may load at most {limit} bills; split it into smaller files.',
} as const;
