/** What the server's refusals say for maintenance: the words of each rule it checks, and each refusal code's sentence. */
export const maintenanceRefusals = {
  'maintenance.rule.category':
    'Pick what kind of problem it is: plumbing, electrical, appliance, lift, common area, pests or other',
  'maintenance.rule.title': 'Give the problem a short title of 1 to {max} characters, like "Kitchen tap leaking"',
  'maintenance.rule.description': 'Describe the problem in 1 to {max} characters: what, where, since when',
  'maintenance.rule.comment': 'A comment must be 1 to {max} characters',
  'maintenance.rule.internalNote': 'An internal note must be 1 to {max} characters',
  'maintenance.rule.declineReason': 'Say why the request is declined, in 1 to {max} characters',
  'maintenance.rule.entryNotes': 'Notes for entering the flat can be at most {max} characters',
  'maintenance.rule.reopenReason': 'The reason for reopening can be at most {max} characters',
  'maintenance.rule.rating': 'A rating must be a whole number of stars from {min} to {max}',
  'maintenance.rule.closingComment': 'A closing comment can be at most {max} characters',
  'errors.MAINTENANCE.NOT_YOURS':
    'This request was reported by another resident; you can only see and act on your own requests.',
  'errors.MAINTENANCE.ADMINS_ONLY': "Only the building''s admins can do this.",
  'errors.MAINTENANCE.RESIDENT_ONLY': 'Only the resident who reported the problem can do this; admins cannot.',
  'errors.MAINTENANCE.FINISHED': 'This request is closed or declined; it can no longer change.',
  'errors.MAINTENANCE.WRONG_STATUS': 'This cannot be done while the request stands where it is now.',
  'errors.MAINTENANCE.REOPEN_EXPIRED':
    'A request can be reopened for {days} days after it was resolved, and that time has passed. If the problem is back, please report it as a new request.',
  'errors.MAINTENANCE.DAILY_LIMIT':
    "You can report at most {limit} problems a day. Add anything more as a comment on one of them, or report it tomorrow. For an emergency, call the building''s emergency number.",
  'errors.MAINTENANCE.NOT_FOUND': 'There is no such maintenance request or photo.',
  'errors.MAINTENANCE.CHANGED':
    'Someone changed this request at the same moment; look at it again before you change it.',
  'errors.MAINTENANCE.NO_FLAT':
    'You have no flat in the building to report a problem in. A problem in a common area can still be reported.',
  'errors.MAINTENANCE.TOO_MANY_PHOTOS': 'A request can carry at most {limit} photos',
  'errors.MAINTENANCE.PHOTO_TOO_LARGE': 'Each photo must be at most {size} MB; one of them is larger',
  'errors.MAINTENANCE.PHOTO_INVALID': 'One of the files is not a JPEG, PNG or WebP picture',
  'errors.MAINTENANCE.NOT_ASSIGNED': 'You have no job by that id: you can only see the requests assigned to you.',
  'errors.MAINTENANCE.SAME_ASSIGNEE': 'The request is already assigned that way; nothing changed.',
} as const;
