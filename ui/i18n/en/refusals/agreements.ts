/** What the server's refusals say for agreements: the words of each rule it checks, and each refusal code's sentence. */
export const agreementsRefusals = {
  'agreements.reject.reasonRule': 'Write a reason of up to {max} characters, or none',
  'agreements.rule.rent': 'Enter the monthly rent in whole taka, from ৳{min} to ৳{max}',
  'agreements.rule.endMonth': 'Pick an end month no earlier than the start month, or none',
  'agreements.rule.advanceMonths':
    "Enter the months of rent paid ahead: a whole number from {min} to {max}, and no more than the lease's months",
  'agreements.rule.deposit': 'Enter the security deposit in whole taka, from ৳{min} to {max} months of rent',
  'errors.AGREEMENT.NOT_FOUND': 'That agreement or request could not be found',
  'errors.AGREEMENT.OPEN_EXISTS': 'You already have an open agreement request',
  'errors.AGREEMENT.ALREADY_DECIDED': 'This request has already been decided. Refresh the list.',
  'errors.AGREEMENT.ALREADY_ACCEPTED': 'This request was already accepted, perhaps by another admin.',
  'errors.AGREEMENT.ALREADY_REJECTED': 'This request was already rejected, perhaps by another admin.',
  'errors.AGREEMENT.NOT_ACCEPTED': 'The agreement is not in force for this. Please contact admin.',
  'errors.AGREEMENT.INVALID_START': 'The lease can start in the month of the request or the next month',
} as const;
