import type { MyPaymentReportDto, PaymentReportDto } from '@contract/payment-reports';

/** Payments residents reported, for the stories and component tests: Nadia's, in each state, and the admin's list. */

export const reportWaiting: MyPaymentReportDto = {
  id: 'report-1',
  amount: 14500,
  paidOn: '2027-02-02',
  method: 'bkash',
  reference: '9KX47TQ2',
  note: 'Sent from my husband’s number',
  status: 'pending',
  reason: null,
  receiptNumber: null,
  reportedAt: '2027-02-02T09:15:00.000Z',
  decidedAt: null,
};

export const reportConfirmed: MyPaymentReportDto = {
  id: 'report-2',
  amount: 14500,
  paidOn: '2027-01-03',
  method: 'bank',
  reference: 'DBBL-998812',
  note: null,
  status: 'confirmed',
  reason: null,
  receiptNumber: 21,
  reportedAt: '2027-01-03T11:00:00.000Z',
  decidedAt: '2027-01-04T05:30:00.000Z',
};

export const reportRejected: MyPaymentReportDto = {
  id: 'report-3',
  amount: 3000,
  paidOn: '2026-12-28',
  method: 'nagad',
  reference: 'NG-55120',
  note: null,
  status: 'rejected',
  reason: 'No Nagad payment with this reference reached the building',
  receiptNumber: null,
  reportedAt: '2026-12-28T16:40:00.000Z',
  decidedAt: '2026-12-29T04:10:00.000Z',
};

export const myReports: MyPaymentReportDto[] = [reportWaiting, reportConfirmed, reportRejected];

const nadia = {
  leaseId: 'lease-b302',
  reporterEmail: 'nadia@example.com',
  memberName: 'Nadia Rahman',
  flat: { floor: 3, block: 'B', number: 'B302' },
};

/** The admin's list: the waiting first, oldest first, then the decided, latest first. */
export const adminReports: PaymentReportDto[] = [
  {
    ...reportWaiting,
    id: 'report-0',
    leaseId: 'lease-c104',
    reporterEmail: 'karim@example.com',
    memberName: 'Karim Ali',
    flat: { floor: 1, block: 'C', number: 'C104' },
    method: 'cheque',
    reference: 'CHQ-004512',
    note: null,
    reportedAt: '2027-02-01T08:00:00.000Z',
    decidedBy: null,
  },
  { ...reportWaiting, ...nadia, decidedBy: null },
  { ...reportConfirmed, ...nadia, decidedBy: 'office@example.com' },
  { ...reportRejected, ...nadia, decidedBy: 'office@example.com' },
];
