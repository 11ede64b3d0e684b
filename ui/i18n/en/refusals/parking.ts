/** What the server's refusals say for parking: the words of each rule it checks, and each refusal code's sentence. */
export const parkingRefusals = {
  'parking.rule.label': 'Enter a label of up to 12 letters, digits or -, like P-01',
  'parking.rule.memberEmail': 'Choose a member of the building',
  'errors.PARKING.NOT_FOUND': 'There is no such parking space',
  'errors.PARKING.LABEL_TAKEN': 'A parking space with this label already exists',
  'errors.PARKING.SPACE_TAKEN': 'This space is already assigned to another member',
  'errors.PARKING.MEMBER_HAS_SPACE': 'This member already has a parking space',
} as const;
