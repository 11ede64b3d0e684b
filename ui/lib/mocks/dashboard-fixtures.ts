import type { AdminSummaryDto, RentScheduleDto } from '@contract/building';
import type { AgreementDto } from '@contract/agreements';
import type { AnnouncementDto } from '@contract/announcements';
import type { CouponDto } from '@contract/coupons';
import type { MaintenanceSummaryDto } from '@contract/maintenance';
import type { DuesDto, PaymentDto } from '@contract/payments';
import type { MemberDto } from '@contract/members';

/** Sample data for the dashboard's stories and component tests: one building, a few residents, fixed dates. */
export const pendingAgreement: AgreementDto = {
  _id: 'ag-1',
  apartmentId: 'apt-b302',
  userName: 'Nadia Rahman',
  userEmail: 'nadia@example.com',
  floor: 3,
  block: 'B',
  number: 'B302',
  rent: 14500,
  status: 'pending',
  requestDate: '2026-10-02T09:30:00.000Z',
};

export const acceptedAgreement: AgreementDto = {
  ...pendingAgreement,
  status: 'checked',
  decision: 'accepted',
  acceptedAt: '2026-10-05T11:00:00.000Z',
};

/** As the admin's list has them in November 2026: each with the months its lease may start in, this month second to last. */
export const agreementRequests: AgreementDto[] = [
  { ...pendingAgreement, startMonths: ['2026-10', '2026-11', '2026-12'] },
  {
    ...pendingAgreement,
    _id: 'ag-2',
    userName: 'Karim Ahmed',
    userEmail: 'karim@example.com',
    floor: 5,
    block: 'C',
    number: 'C501',
    rent: 18000,
    requestDate: '2026-11-08T04:15:00.000Z',
    startMonths: ['2026-11', '2026-12'],
  },
];

/** Sohel's request for B101, while he still owes 32,000 taka from his earlier lease of A101. */
export const owingApplicantRequest: AgreementDto = {
  ...pendingAgreement,
  _id: 'ag-3',
  userName: 'Sohel Rana',
  userEmail: 'sohel@example.com',
  floor: 1,
  block: 'B',
  number: 'B101',
  rent: 20000,
  requestDate: '2026-11-10T08:00:00.000Z',
  startMonths: ['2026-11', '2026-12'],
  owed: 32000,
};

/** Sohel's lease of A101, from August to October 2026, ended when he was removed. */
export const endedLease: AgreementDto = {
  ...pendingAgreement,
  _id: 'ag-old',
  userName: 'Sohel Rana',
  userEmail: 'sohel@example.com',
  floor: 1,
  block: 'A',
  number: 'A101',
  rent: 16000,
  status: 'checked',
  decision: 'ended',
  requestDate: '2026-07-20T09:00:00.000Z',
  acceptedAt: '2026-07-25T09:00:00.000Z',
  endedAt: '2026-10-28T09:00:00.000Z',
  startMonth: '2026-08',
  endMonth: '2026-10',
};

export const payments: PaymentDto[] = [
  {
    _id: 'pay-1',
    userName: 'Nadia Rahman',
    userEmail: 'nadia@example.com',
    floor: 3,
    block: 'B',
    number: 'B302',
    rent: 14500,
    month: 'October 2026',
    monthKey: '2026-10',
    discount: 10,
    amount: 13050,
    status: 'paid',
    transactionId: 'pi_sandbox_3f9a12c0',
    paidAt: '2026-10-06T08:15:00.000Z',
    receiptNumber: 12,
    method: 'card',
  },
  {
    _id: 'pay-2',
    userName: 'Nadia Rahman',
    userEmail: 'nadia@example.com',
    floor: 3,
    block: 'B',
    number: 'B302',
    rent: 14500,
    month: 'November 2026',
    monthKey: '2026-11',
    discount: 0,
    amount: 14500,
    status: 'paid',
    transactionId: 'pi_sandbox_77b0e4d1',
    paidAt: '2026-11-03T10:40:00.000Z',
    receiptNumber: 15,
    method: 'card',
  },
];

export const announcements: AnnouncementDto[] = [
  {
    _id: 'an-1',
    title: 'Lift maintenance on Saturday',
    description: 'The east lift will be out of service from 9 am to 2 pm while the technicians replace its cables.',
    createdAt: '2026-11-12T06:00:00.000Z',
    version: 1,
    editedAt: '2026-11-13T04:30:00.000Z',
  },
  {
    _id: 'an-2',
    title: 'Rooftop garden open again',
    description: 'The rooftop garden has reopened after the monsoon repairs. Please close the gate behind you.',
    createdAt: '2026-11-01T06:00:00.000Z',
    version: 0,
    editedAt: null,
  },
];

export const members: MemberDto[] = [
  {
    _id: 'u-1',
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    apartment: { floor: 3, block: 'B', number: 'B302' },
    leaseStart: '2026-10',
    leaseId: 'agr-nadia',
    unpaidMonths: ['2026-10', '2026-11'],
    owed: 29000,
  },
  {
    _id: 'u-2',
    name: 'Karim Ahmed',
    email: 'karim@example.com',
    apartment: { floor: 5, block: 'C', number: 'C501' },
    leaseStart: '2026-11',
    leaseId: 'agr-karim',
    unpaidMonths: [],
    owed: 0,
  },
];

export const coupons: CouponDto[] = [
  {
    _id: 'c-1',
    code: 'WELCOME10',
    description: 'Welcome discount for new residents',
    discountPercentage: 10,
    isActive: true,
    limit: 'once-per-member',
    expiresOn: null,
  },
  {
    _id: 'c-2',
    code: 'EID15',
    description: 'Eid festival rent discount',
    discountPercentage: 15,
    isActive: true,
    limit: 'every-month',
    expiresOn: '2027-04-30',
  },
  {
    _id: 'c-3',
    code: 'WINTER5',
    description: 'Winter promotion (ended)',
    discountPercentage: 5,
    isActive: false,
    limit: 'every-month',
    expiresOn: null,
  },
];

export const summary: AdminSummaryDto = {
  totalRooms: 24,
  rentedRooms: 3,
  availablePercentage: 87.5,
  rentedPercentage: 12.5,
  totalUsers: 9,
  totalMembers: 3,
  requestsWaiting: 2,
  reportsWaiting: 1,
  owedNowPoisha: 4_250_050,
  month: '2026-11',
  collectedThisMonthPoisha: 12_450_000,
  depositsHeldPoisha: 24_000_000,
};

/** A building just set up: nothing let, nobody waiting, no money yet. */
export const emptySummary: AdminSummaryDto = {
  totalRooms: 24,
  rentedRooms: 0,
  availablePercentage: 100,
  rentedPercentage: 0,
  totalUsers: 1,
  totalMembers: 0,
  requestsWaiting: 0,
  reportsWaiting: 0,
  owedNowPoisha: 0,
  month: '2026-11',
  collectedThisMonthPoisha: 0,
  depositsHeldPoisha: 0,
};

/** The month's maintenance: six fixed in a median of 2 days 4 hours, rated 4.5 on average. */
export const maintenanceSummary: MaintenanceSummaryDto = {
  month: '2026-11',
  opened: 7,
  resolved: 6,
  medianResolutionMs: (2 * 24 + 4) * 60 * 60 * 1000,
  rated: 6,
  averageRating: 4.5,
};

/* A member's rent account (GET /api/payments/dues), for the sample member above: lease from October 2026, October and
   November paid. Each names the building's current month it was read in. */
const lease = { startMonth: '2026-10', endMonth: null };
/** Months owed, each overdue unless named in `notYetDue` (rent is due on the 5th). */
const owedMonths = (months: string[], notYetDue: string[] = []) =>
  months.map((month) => ({ month, amount: acceptedAgreement.rent, overdue: !notYetDue.includes(month) }));

/** November 2026: October and November paid, December may be paid ahead. */
export const duesPaidUp: DuesDto = {
  agreement: acceptedAgreement,
  rent: acceptedAgreement.rent,
  currentMonth: '2026-11',
  lease,
  dueDay: 5,
  owed: [],
  total: 0,
  payable: ['2026-12'],
};

/** 3 December 2026: December is owed, not yet due (on the 5th); January may be paid ahead. */
export const duesOneOwed: DuesDto = {
  agreement: acceptedAgreement,
  rent: acceptedAgreement.rent,
  currentMonth: '2026-12',
  lease,
  dueDay: 5,
  owed: owedMonths(['2026-12'], ['2026-12']),
  total: acceptedAgreement.rent,
  payable: ['2026-12', '2027-01'],
};

/** 3 February 2027: December and January are owed and overdue, February not yet due; March may be paid ahead. */
export const duesSeveralOwed: DuesDto = {
  agreement: acceptedAgreement,
  rent: acceptedAgreement.rent,
  currentMonth: '2027-02',
  lease,
  dueDay: 5,
  owed: owedMonths(['2026-12', '2027-01', '2027-02'], ['2027-02']),
  total: 3 * acceptedAgreement.rent,
  payable: ['2026-12', '2027-01', '2027-02', '2027-03'],
};

/** October 2026, with November paid ahead already: nothing may be paid until December opens on 1 November. */
export const duesNothingPayable: DuesDto = {
  agreement: acceptedAgreement,
  rent: acceptedAgreement.rent,
  currentMonth: '2026-10',
  lease,
  dueDay: 5,
  owed: [],
  total: 0,
  payable: [],
};

/** November 2026, for Sohel, a former resident: September and October of his ended lease unpaid, nothing more payable. */
export const duesFormerResident: DuesDto = {
  agreement: endedLease,
  rent: endedLease.rent,
  currentMonth: '2026-11',
  lease: { startMonth: '2026-08', endMonth: '2026-10' },
  dueDay: 5,
  owed: ['2026-09', '2026-10'].map((month) => ({ month, amount: endedLease.rent, overdue: true })),
  total: 2 * endedLease.rent,
  payable: ['2026-09', '2026-10'],
};

/** The building's rent schedule as an admin saved it once: due on the 5th, reminded 3 days before and 5 after. */
export const rentSchedule: RentScheduleDto = { dueDay: 5, daysBefore: 3, daysAfter: 5, version: 1 };
