/** What the server's refusals say for emailDelivery: the words of each rule it checks, and each refusal code's sentence. */
export const emailDeliveryRefusals = {
  'errors.EMAIL.NOT_FOUND': 'No such email',
  'errors.EMAIL.NOT_FAILED': 'Only a failed email can be sent again; this one is not failed now.',
} as const;
