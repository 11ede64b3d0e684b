/** What the server's refusals say for leaseChanges: the words of each rule it checks, and each refusal code's sentence. */
export const leaseChangesRefusals = {
  'leaseChanges.rule.rent': 'Enter the new rent in whole taka, from ৳{min} to ৳{max}',
  'leaseChanges.rule.effectiveMonth': 'Pick a month that starts at least one month from today, within the lease',
  'leaseChanges.rule.endMonth': 'Pick a new end month after the lease’s current end month',
  'leaseChanges.rule.renewalRent': 'Enter the rent after the current end in whole taka, from ৳{min} to ৳{max}',
  'errors.RENTCHANGE.NOT_FOUND': 'There is no such rent change (perhaps it was cancelled); refresh the list',
  'errors.RENTCHANGE.IN_EFFECT': 'The new rent has already taken effect, so it can no longer be cancelled',
  'errors.RENTCHANGE.DUPLICATE_MONTH': 'This lease already has a rent change from that month',
  'errors.RENEWAL.NOT_FOUND': 'There is no such renewal offer',
  'errors.RENEWAL.NOT_RENEWABLE': 'Only a running lease with a planned end month can be renewed',
  'errors.RENEWAL.TOO_LATE': 'This lease ends too soon for a renewal: the new rent needs a month’s notice',
  'errors.RENEWAL.ANSWERED': 'This renewal offer has already been answered',
  'errors.RENEWAL.PENDING_EXISTS': 'This lease already has a renewal offer waiting for an answer',
} as const;
