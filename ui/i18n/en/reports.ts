/**
 * The admin's reports as CSV files: labels, header rows and yes/no. The server reads this file (adapters/wording), so
 * it holds plain words only.
 */
export const reports = {
  'report.yes': 'yes',
  'report.no': 'no',
  'report.collection.month': 'Month',
  'report.collection.member': 'Member',
  'report.collection.email': 'Email',
  'report.collection.block': 'Block',
  'report.collection.floor': 'Floor',
  'report.collection.apartment': 'Apartment',
  'report.collection.rentDue': 'Rent due (BDT)',
  'report.collection.paid': 'Paid',
  'report.collection.amountPaid': 'Amount paid (BDT)',
  'report.collection.paidOn': 'Paid on',
  'report.collection.expected': 'Expected (BDT)',
  'report.collection.collected': 'Collected (BDT)',
  'report.collection.outstanding': 'Outstanding (BDT)',
  'report.collection.rate': 'Collection rate (%)',
  'report.arrears.upTo': 'Arrears up to',
  'report.arrears.member': 'Member',
  'report.arrears.email': 'Email',
  'report.arrears.livingHere': 'Living here',
  'report.arrears.monthsUnpaid': 'Months unpaid',
  'report.arrears.unpaidMonths': 'Unpaid months',
  'report.arrears.owed': 'Owed (BDT)',
  'report.arrears.total': 'Total owed (BDT)',
} as const;
