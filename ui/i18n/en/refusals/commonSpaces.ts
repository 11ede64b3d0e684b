/** What the server's refusals say for commonSpaces: the words of each rule it checks, and each refusal code's sentence. */
export const commonSpacesRefusals = {
  'spaces.rule.name': 'Write the space’s name, up to {max} characters',
  'spaces.rule.opensAt': 'Pick the opening time, HH:MM',
  'spaces.rule.closesAt': 'Pick a closing time after the opening time, with room for one slot',
  'spaces.rule.slotMinutes': 'Pick a slot length: 30, 60, 90, 120, 180, 240 minutes',
  'spaces.rule.aheadDays': 'Pick how many days ahead a flat may book, 1 to {max}',
  'spaces.rule.monthlyLimit': 'Pick how many bookings a flat may hold in a month, 1 to {max}',
  'spaces.rule.fee': 'Enter a fee from ৳0 (free) to ৳{max}, with at most two decimals',
  'spaces.rule.spaceId': 'Pick one of the building’s spaces',
  'spaces.rule.day': 'Pick a day from today to as far ahead as the space allows',
  'spaces.rule.start': 'Pick one of the day’s free slots, within the opening hours and not already past',
  'spaces.rule.reason': 'Write why, up to {max} characters',
  'errors.SPACE.NOT_FOUND': 'There is no such space',
  'errors.SPACE.RETIRED': 'This space is retired and takes no bookings',
  'errors.SPACE.CHANGED': 'This space was changed meanwhile; look again',
  'errors.SPACE.HAS_BOOKINGS':
    'This space has bookings still to come; it can be retired once they are over or cancelled',
  'errors.BOOKING.NOT_FOUND': 'There is no such booking',
  'errors.BOOKING.CHANGED': 'This booking was answered or cancelled meanwhile',
  'errors.BOOKING.TOO_LATE': 'A booking can be cancelled up to 24 hours before it starts',
  'errors.BOOKING.LIMIT_REACHED': 'Your flat already holds as many bookings of this space this month as it may',
  'errors.BOOKING.SLOT_TAKEN': 'Someone booked this slot just now; pick another',
} as const;
