/** The admin's Late Fees screen: the rule that adds a fee to a month's rent left unpaid after its grace. */
export const lateFees = {
  'lateFees.title': 'Late Fees',
  'lateFees.intro':
    'A late fee is added once to a running lease for each month whose rent is still unpaid when the grace after the due day ends. The resident is told, and you can waive a fee from the lease’s books.',
  'lateFees.statusOn': 'On since {month}: no month before it takes a fee.',
  'lateFees.statusOff': 'Off: no late fees are added.',
  'lateFees.formTitle': 'The rule',
  'lateFees.enabled': 'Charge late fees',
  'lateFees.enabledHint': 'Switched on, they start with this month: months before it never take a fee.',
  'lateFees.graceDays': 'Days of grace after the due day',
  'lateFees.graceDaysHint': 'Rent is due on the {day} (set on the Building screen). From 0 to 28 days.',
  'lateFees.basis': 'The fee is',
  'lateFees.basisFixed': 'A fixed amount',
  'lateFees.basisFixedHint': 'The same fee, whatever is unpaid of the month’s rent.',
  'lateFees.basisPercent': 'A percent of the unpaid rent',
  'lateFees.basisPercentHint': 'Of what is still unpaid of the month’s rent when the fee is added.',
  'lateFees.amount': 'Fee in taka',
  'lateFees.percent': 'Percent of the unpaid rent',
  'lateFees.cap': 'Most a month’s fee may be, in taka',
  'lateFees.capHint': 'Optional: leave it empty for no cap.',
  'lateFees.previewFixed':
    'Rent still unpaid {late, plural, one {# day} other {# days}} after the due day takes a fee of {amount}.',
  'lateFees.previewPercent':
    'Rent still unpaid {late, plural, one {# day} other {# days}} after the due day takes a fee of {percent} of what is unpaid.',
  'lateFees.previewCap': 'A month’s fee is never more than {cap}.',
  'lateFees.previewOff': 'While late fees are off, nothing is added.',
  'lateFees.save': 'Save late fees',
  'lateFees.saved': 'Late fees saved',
  'lateFees.saveFailed': 'Failed to save the late fees',
  'lateFees.loading': 'Loading the late fees...',
  'lateFees.loadFailed': 'Failed to load the late fees. Please try again.',
  'lateFees.changedMeanwhile':
    'Someone else changed the late fees meanwhile: what they saved is shown now. Make your change again and save.',
  'auditLog.action.late-fees.update': 'Changed the late fee settings',
  'menu.lateFees': 'Late Fees',
} as const;
