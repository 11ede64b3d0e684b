/** What the server's refusals say for parcels: the words of each rule it checks, and each refusal code's sentence. */
export const parcelsRefusals = {
  'parcels.rule.apartmentId': 'Choose the flat the parcel is for',
  'parcels.rule.carrier': 'Enter who brought the parcel, {min} to {max} characters',
  'parcels.rule.note': "Keep the parcel's note to {max} characters",
  'parcels.rule.collectedBy': 'Enter the name of who collected it, {min} to {max} characters',
  'parcels.rule.photo': 'The photo must be a JPEG, PNG or WebP picture of at most {max} MB',
  'errors.PARCEL.NOT_FOUND': 'There is no such parcel',
  'errors.PARCEL.ALREADY_COLLECTED': 'This parcel has already been collected',
  'errors.PARCEL.PHOTO_INVALID': 'That file is not a JPEG, PNG or WebP picture',
  'errors.PARCEL.PHOTO_TOO_LARGE': 'The photo must be at most 5 MB',
} as const;
