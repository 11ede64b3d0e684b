/** What the server's refusals say for manageApartments: the words of each rule it checks, and each refusal code's sentence. */
export const manageApartmentsRefusals = {
  'manageApartments.rule.block': 'Block must be {min} to {max} letters or digits, like A',
  'manageApartments.rule.floor': 'Floor must be a whole number from {min} (the ground floor) to {max}',
  'manageApartments.rule.number': 'Apartment number must be {min} to {max} letters, digits, - or /, like A101',
  'manageApartments.rule.rent': 'Rent must be a whole number of taka from {min} to {max}',
} as const;
