/**
 * The server's refusals by their stable code (`errors.<CODE>`). English readers see the server's own message; these
 * words stand in only when it sent none. Bangla readers always see the Bangla sentence for the code.
 */
export const errors = {
  'errors.VALIDATION.INVALID_INPUT': 'Some of what was sent is not valid',
  'errors.AUTH.UNAUTHENTICATED': 'Your sign-in could not be confirmed. Please sign in again.',
  'errors.AUTH.FORBIDDEN': 'You are not allowed to do this',
  'errors.SERVICE.UNAVAILABLE': 'A service we need cannot be reached right now; please try again shortly',
  'errors.HTTP.BAD_REQUEST': 'The request could not be read',
  'errors.HTTP.NOT_FOUND': 'What was asked for is not here',
  'errors.HTTP.METHOD_NOT_ALLOWED': 'That method is not allowed here',
  'errors.HTTP.PAYLOAD_TOO_LARGE': 'What was sent is too large',
  'errors.HTTP.UNSUPPORTED_MEDIA_TYPE': 'What was sent is not in a form the server takes',
  'errors.HTTP.TOO_MANY_REQUESTS': 'Too many requests; try again shortly',
  'errors.HTTP.NOT_IMPLEMENTED': 'This server does not support that method',
  'errors.HTTP.ERROR': 'Request failed',
  'errors.INTERNAL': 'Something went wrong on our side',
  'errors.unknown': 'The request could not be completed',
  'errors.importLine': 'Line {line} of the spreadsheet is wrong.',
  'errors.importLineRule': 'Line {line}: {rule}.',
  'errors.field.refused': 'This was not accepted; check it and try again',
  'errors.field.expiryPassed': 'The expiry date has passed; pick today or a later day',
} as const;
