import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Role } from '@contract/identity';
import type { MessageId } from '@/i18n/en/index.ts';

/** One dashboard screen: its path under /dashboard/, who may open it, its side-menu label and its code. */
export interface DashboardScreen {
  path: string;
  /** The roles the guard lets in; every one of them sees the screen's menu item. */
  allow: readonly Role[];
  /** Also opened by a former resident (lease ended), who keeps their rent account; the server decides what they see. */
  formerResidents?: true;
  /** The side menu's label (its message id), or false for a screen reached only through links (a receipt). */
  menu: MessageId | false;
  /**
   * The heading it shows while its data loads (false where that names its data, or follows the building's setup), drawn
   * before its code arrives (by the server, then the app while it reads the session), where it draws it (`wide` too).
   */
  heading: MessageId | false;
  /** The screen takes the wide layout (its tables need the room). */
  wide?: true;
  /** What it reads first (GET paths of /api): a page opened with a page session arrives with their answers. */
  reads?: readonly string[];
  /** Each screen is its own chunk: a resident never downloads the admin screens, nobody downloads Stripe unless used. */
  page: LazyExoticComponent<ComponentType>;
}

const RESIDENTS: readonly Role[] = ['user', 'member'];
const MEMBERS: readonly Role[] = ['member'];
const ADMINS: readonly Role[] = ['admin'];
/** The building's staff: the front desk's screens, and nothing of the residents' or the admins'. */
const STAFF: readonly Role[] = ['staff'];
/** The front desk: the staff at the gate, and the admins who oversee it. */
const FRONT_DESK: readonly Role[] = ['staff', 'admin'];
const EVERYONE: readonly Role[] = ['user', 'member', 'admin', 'staff']; // everyone signed in has an inbox
// A removed member (now a user) keeps their payments, so their receipts stay theirs to open; the server decides whose.
const PAYERS: readonly Role[] = ['user', 'member', 'admin'];

/**
 * Every dashboard screen, declared once: the dashboard's routes and its side menu are both read from here, and the
 * menu lists a role's screens in this order (its first is where /dashboard takes that role).
 */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  {
    path: 'gate',
    allow: STAFF,
    menu: 'menu.gate',
    heading: 'frontDesk.gate.title',
    page: lazy(() => import('@/features/front-desk/components/GatePage.tsx')),
  },
  {
    path: 'my-jobs',
    allow: STAFF,
    menu: 'menu.myJobs',
    heading: 'myJobs.title',
    page: lazy(() => import('@/features/maintenance/components/MyJobsPage.tsx')),
  },
  {
    path: 'my-jobs/:id',
    allow: STAFF,
    menu: false,
    heading: 'myJobs.jobTitle',
    page: lazy(() => import('@/features/maintenance/components/JobPage.tsx')),
  },
  {
    path: 'day-sheet',
    allow: STAFF,
    menu: 'menu.daySheet',
    heading: 'spaces.deskTitle',
    page: lazy(() => import('@/features/common-spaces/components/DaySheetPage.tsx')),
  },
  {
    path: 'my-profile',
    allow: RESIDENTS,
    menu: 'menu.myProfile',
    heading: 'profile.title',
    reads: ['/api/agreements/user', '/api/payments/dues'],
    page: lazy(() => import('@/features/profile/components/MyProfilePage.tsx')),
  },
  {
    path: 'announcements',
    allow: RESIDENTS,
    menu: 'menu.announcements',
    heading: 'announcements.title',
    reads: ['/api/admin/announcements'],
    page: lazy(() => import('@/features/announcements/components/AnnouncementsPage.tsx')),
  },
  {
    path: 'maintenance',
    allow: RESIDENTS,
    menu: 'menu.maintenance',
    heading: 'maintenance.title',
    page: lazy(() => import('@/features/maintenance/components/MaintenancePage.tsx')),
  },
  {
    path: 'maintenance/:id',
    allow: RESIDENTS,
    menu: false,
    heading: 'maintenance.requestTitle',
    page: lazy(() => import('@/features/maintenance/components/RequestPage.tsx')),
  },
  {
    path: 'my-visitors',
    allow: MEMBERS,
    menu: 'menu.myVisitors',
    heading: 'frontDesk.mine.title',
    page: lazy(() => import('@/features/front-desk/components/MyVisitorsPage.tsx')),
  },
  {
    path: 'my-parcels',
    allow: MEMBERS,
    menu: 'menu.myParcels',
    heading: 'parcels.mine.title',
    page: lazy(() => import('@/features/parcels/components/MyParcelsPage.tsx')),
  },
  {
    path: 'make-payment',
    allow: MEMBERS,
    formerResidents: true,
    menu: 'menu.makePayment',
    heading: 'payments.title',
    reads: ['/api/payments/dues'],
    page: lazy(() => import('@/features/payments/components/MakePaymentPage.tsx')),
  },
  {
    path: 'my-account',
    allow: MEMBERS,
    formerResidents: true,
    menu: 'menu.myAccount',
    heading: 'myAccount.title',
    wide: true,
    reads: ['/api/ledger/mine'],
    page: lazy(() => import('@/features/my-account/components/MyAccountPage.tsx')),
  },
  {
    path: 'my-account/pay',
    allow: MEMBERS,
    formerResidents: true,
    menu: false,
    heading: false,
    page: lazy(() => import('@/features/my-account/components/PayPage.tsx')),
  },
  {
    path: 'my-account/online-payment/:tranId',
    allow: MEMBERS,
    formerResidents: true,
    menu: false,
    heading: 'onlinePayments.resultTitle',
    page: lazy(() => import('@/features/online-payments/components/OnlinePaymentPage.tsx')),
  },
  {
    path: 'my-account/statement/:month',
    allow: MEMBERS,
    formerResidents: true,
    menu: false,
    heading: false,
    page: lazy(() => import('@/features/my-account/components/StatementPage.tsx')),
  },
  {
    path: 'my-account/final-statement',
    allow: MEMBERS,
    formerResidents: true,
    menu: false,
    heading: 'moveOut.myTitle',
    page: lazy(() => import('@/features/move-out/components/MyFinalStatementPage.tsx')),
  },
  {
    path: 'final-statements',
    allow: ADMINS,
    menu: false,
    heading: 'moveOut.list.title',
    wide: true,
    page: lazy(() => import('@/features/move-out/components/FinalStatementsPage.tsx')),
  },
  {
    path: 'final-statements/:leaseId',
    allow: ADMINS,
    menu: false,
    heading: 'moveOut.titlePlain',
    wide: true,
    page: lazy(() => import('@/features/move-out/components/FinalStatementPage.tsx')),
  },
  {
    path: 'payment-history',
    allow: MEMBERS,
    formerResidents: true,
    menu: 'menu.paymentHistory',
    heading: 'payments.history',
    wide: true,
    page: lazy(() => import('@/features/payment-history/components/PaymentHistoryPage.tsx')),
  },
  {
    path: 'book-a-space',
    allow: MEMBERS,
    menu: 'menu.bookSpace',
    heading: 'spaces.bookTitle',
    page: lazy(() => import('@/features/common-spaces/components/BookSpacePage.tsx')),
  },
  {
    path: 'admin-profile',
    allow: ADMINS,
    menu: 'menu.adminProfile',
    heading: 'admin.title',
    reads: ['/api/admin/summary', '/api/admin/maintenance/summary'],
    page: lazy(() => import('@/features/admin/components/AdminProfilePage.tsx')),
  },
  {
    path: 'visitor-log',
    allow: FRONT_DESK,
    menu: 'menu.visitorLog',
    heading: 'frontDesk.log.title',
    page: lazy(() => import('@/features/front-desk/components/VisitorLogPage.tsx')),
  },
  {
    path: 'parcels',
    allow: FRONT_DESK,
    menu: 'menu.parcels',
    heading: 'parcels.desk.title',
    page: lazy(() => import('@/features/parcels/components/ParcelsDeskPage.tsx')),
  },
  {
    path: 'notifications',
    allow: EVERYONE,
    menu: 'menu.notifications',
    heading: 'notifications.title',
    page: lazy(() => import('@/features/notifications/components/NotificationsPage.tsx')),
  },
  {
    path: 'agreement-requests',
    allow: ADMINS,
    menu: 'menu.agreementRequests',
    heading: 'agreements.title',
    wide: true,
    page: lazy(() => import('@/features/agreements/components/AgreementRequestsPage.tsx')),
  },
  {
    path: 'manage-members',
    allow: ADMINS,
    menu: 'menu.manageMembers',
    heading: 'members.title',
    wide: true,
    page: lazy(() => import('@/features/members/components/ManageMembersPage.tsx')),
  },
  {
    path: 'manage-apartments',
    allow: ADMINS,
    menu: 'menu.manageApartments',
    heading: 'manageApartments.title',
    wide: true,
    page: lazy(() => import('@/features/manage-apartments/components/ManageApartmentsPage.tsx')),
  },
  {
    path: 'maintenance-board',
    allow: ADMINS,
    menu: 'menu.maintenanceBoard',
    heading: 'maintenanceBoard.title',
    wide: true,
    page: lazy(() => import('@/features/maintenance/components/BoardPage.tsx')),
  },
  {
    path: 'maintenance-board/:id',
    allow: ADMINS,
    menu: false,
    heading: 'maintenance.requestTitle',
    page: lazy(() => import('@/features/maintenance/components/BoardRequestPage.tsx')),
  },
  {
    path: 'parking',
    allow: ADMINS,
    menu: 'menu.parking',
    heading: 'parking.title',
    page: lazy(() => import('@/features/parking/components/ParkingPage.tsx')),
  },
  {
    path: 'staff',
    allow: ADMINS,
    menu: 'menu.staff',
    heading: 'frontDesk.staff.title',
    page: lazy(() => import('@/features/front-desk/components/StaffPage.tsx')),
  },
  {
    path: 'common-spaces',
    allow: ADMINS,
    menu: 'menu.commonSpaces',
    heading: 'spaces.title',
    page: lazy(() => import('@/features/common-spaces/components/CommonSpacesPage.tsx')),
  },
  {
    path: 'building',
    allow: ADMINS,
    menu: 'menu.building',
    heading: 'building.title',
    page: lazy(() => import('@/features/building/components/BuildingSettingsPage.tsx')),
  },
  {
    path: 'make-announcement',
    allow: ADMINS,
    menu: 'menu.makeAnnouncement',
    heading: 'announcements.makeTitle',
    page: lazy(() => import('@/features/announcements/components/MakeAnnouncementPage.tsx')),
  },
  {
    path: 'manage-coupons',
    allow: ADMINS,
    menu: 'menu.manageCoupons',
    heading: 'coupons.title',
    wide: true,
    page: lazy(() => import('@/features/coupons/components/ManageCouponsPage.tsx')),
  },
  {
    path: 'rent-collection',
    allow: ADMINS,
    menu: 'menu.rentCollection',
    heading: 'rentCollection.title',
    wide: true,
    page: lazy(() => import('@/features/rent-collection/components/RentCollectionPage.tsx')),
  },
  {
    path: 'arrears',
    allow: ADMINS,
    menu: 'menu.arrears',
    heading: 'arrears.title',
    wide: true,
    page: lazy(() => import('@/features/arrears/components/ArrearsPage.tsx')),
  },
  {
    path: 'books',
    allow: ADMINS,
    menu: 'menu.books',
    heading: 'books.title',
    wide: true,
    page: lazy(() => import('@/features/books/components/BooksPage.tsx')),
  },
  {
    path: 'books/:leaseId',
    allow: ADMINS,
    menu: false,
    heading: 'books.lease.titlePlain',
    wide: true,
    page: lazy(() => import('@/features/books/components/LeaseBooksPage.tsx')),
  },
  {
    path: 'books/:leaseId/statement/:month',
    allow: ADMINS,
    menu: false,
    heading: false,
    page: lazy(() => import('@/features/books/components/StatementPage.tsx')),
  },
  {
    path: 'payment-reports',
    allow: ADMINS,
    menu: 'menu.paymentReports',
    heading: 'paymentReports.title',
    wide: true,
    page: lazy(() => import('@/features/payment-reports/components/PaymentReportsPage.tsx')),
  },
  {
    path: 'charges',
    allow: ADMINS,
    menu: 'menu.charges',
    heading: 'charges.title',
    page: lazy(() => import('@/features/charges/components/ChargesPage.tsx')),
  },
  {
    path: 'late-fees',
    allow: ADMINS,
    menu: 'menu.lateFees',
    heading: 'lateFees.title',
    page: lazy(() => import('@/features/late-fees/components/LateFeesPage.tsx')),
  },
  {
    path: 'audit-log',
    allow: ADMINS,
    menu: 'menu.auditLog',
    heading: 'auditLog.title',
    wide: true,
    page: lazy(() => import('@/features/audit-log/components/AuditLogPage.tsx')),
  },
  {
    path: 'email-delivery',
    allow: ADMINS,
    menu: 'menu.emailDelivery',
    heading: 'emailDelivery.title',
    wide: true,
    page: lazy(() => import('@/features/email-delivery/components/EmailDeliveryPage.tsx')),
  },
  {
    path: 'agreement-requests/:id/tenant-sheet',
    allow: ADMINS,
    menu: false,
    heading: 'tenant.sheetTitle',
    page: lazy(() => import('@/features/agreements/components/TenantSheetPage.tsx')),
  },
  {
    path: 'receipts/:number',
    allow: PAYERS,
    menu: false,
    heading: 'receipts.title',
    page: lazy(() => import('@/features/receipts/components/ReceiptPage.tsx')),
  },
];
