/** What the server's refusals say for apartments: the words of each rule it checks, and each refusal code's sentence. */
export const apartmentsRefusals = {
  'errors.APARTMENT.NOT_FOUND': 'That apartment or its photo could not be found',
  'errors.APARTMENT.ALREADY_RENTED': 'This apartment is already rented',
  'errors.APARTMENT.DUPLICATE': 'An apartment with this block, floor and number already exists',
  'errors.APARTMENT.RETIRED': 'This apartment is retired: it is no longer let',
  'errors.APARTMENT.LEASED': 'This apartment is let to a member: remove the member before retiring it',
  'errors.APARTMENT.REQUESTED': 'This apartment has requests to rent it: accept or reject them before retiring it',
  'errors.APARTMENT.CHANGED': 'Someone else changed this flat just now. Refresh the list and try again.',
  'errors.APARTMENT.PHOTO_INVALID': 'That file is not a JPEG, PNG or WebP picture',
  'errors.APARTMENT.PHOTO_TOO_LARGE': 'That picture is larger than {size} MB; pick a smaller one',
  'errors.APARTMENT.IMPORT_INVALID': 'The spreadsheet could not be taken: one of its lines is wrong.',
  'errors.APARTMENT.IMPORT_TOO_MANY_ROWS':
    'A spreadsheet may load at most {limit} flats; split it into smaller files and load them one by one.',
} as const;
