import { z } from 'zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { agreementSchema } from '@contract/agreements';
import { couponSchema } from '@contract/coupons';
import { memberSchema } from '@contract/members';
import { Route, Routes } from 'react-router-dom';
import DashboardRoutes from './DashboardRoutes.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import { json } from '@/lib/mocks/json.ts';

/**
 * Whole dashboard screens as the app mounts them (layout, guard, page), for each role and state, with the
 * network answered by MSW. `route` picks the screen; the handlers pick the role and the state.
 */
const meta = {
  title: 'Dashboard/Screens',
  render: () => (
    <Routes>
      <Route path="dashboard/*" element={<DashboardRoutes />} />
    </Routes>
  ),
  parameters: { auth: 'signedIn', route: '/dashboard/my-profile', msw: mock.happy('user') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (route: string, msw: unknown[]): Story => ({ parameters: { route, msw } });

/* Layout and guard states */
export const LoadingDashboard = screen('/dashboard/my-profile', [mock.pending('get', '/api/users/role')]);
export const RoleFetchFailedFallsBackToUserMenu = screen('/dashboard/no-such-page', [
  mock.failing('get', '/api/users/role', 403),
  ...mock.happy('user'),
]);
export const UnknownDashboardPath = screen('/dashboard/no-such-page', mock.happy('member'));

/* Resident screens */
export const UserProfilePending = screen('/dashboard/my-profile', mock.happy('user'));
export const UserProfileNoAgreement = screen('/dashboard/my-profile', mock.happy('user', null));
export const MemberProfile = screen('/dashboard/my-profile', mock.happy('member'));
export const ProfileLoading = screen('/dashboard/my-profile', [
  mock.pending('get', '/api/agreements/user'),
  ...mock.happy('user'),
]);
export const ProfileFailed = screen('/dashboard/my-profile', [
  mock.failing('get', '/api/agreements/user'),
  ...mock.happy('user'),
]);
export const AnnouncementsUser = screen('/dashboard/announcements', mock.happy('user'));
export const AnnouncementsMember = screen('/dashboard/announcements', mock.happy('member'));
export const AnnouncementsEmpty = screen('/dashboard/announcements', [
  mock.announcementsList([]),
  ...mock.happy('user'),
]);
export const AnnouncementsLoading = screen('/dashboard/announcements', [
  mock.pending('get', '/api/admin/announcements'),
  ...mock.happy('user'),
]);
export const AnnouncementsFailed = screen('/dashboard/announcements', [
  mock.failing('get', '/api/admin/announcements'),
  ...mock.happy('user'),
]);

/* Member payment screens */
export const MakePayment = screen('/dashboard/make-payment', mock.happy('member'));
// The rent account names the lease the page pays under: it is the agreement the page waits for.
export const MakePaymentLoadingAgreement = screen('/dashboard/make-payment', [
  mock.pending('get', '/api/payments/dues'),
  ...mock.happy('member'),
]);
export const MakePaymentNoAgreement = screen('/dashboard/make-payment', [
  mock.failing('get', '/api/payments/dues', 404, 'No accepted agreement found'),
  ...mock.happy('member'),
]);
export const MakePaymentAgreementFailed = screen('/dashboard/make-payment', [
  mock.failing('get', '/api/payments/dues'),
  ...mock.happy('member'),
]);
export const MakePaymentIntentFails = screen('/dashboard/make-payment', [
  mock.failing('post', '/api/payments/create-payment-intent'),
  ...mock.happy('member'),
]);
export const PaymentHistory = screen('/dashboard/payment-history', mock.happy('member'));
export const PaymentHistoryEmpty = screen('/dashboard/payment-history', [mock.myPayments([]), ...mock.happy('member')]);
export const PaymentHistoryLoading = screen('/dashboard/payment-history', [
  mock.pending('get', '/api/payments/user'),
  ...mock.happy('member'),
]);
export const PaymentHistoryNotJson = screen('/dashboard/payment-history', [
  mock.html('/api/payments/user'),
  ...mock.happy('member'),
]);

/* Admin screens */
export const AdminProfile = screen('/dashboard/admin-profile', mock.happy('admin'));
export const AdminProfileSummaryLoading = screen('/dashboard/admin-profile', [
  mock.pending('get', '/api/admin/summary'),
  ...mock.happy('admin'),
]);
export const AdminProfileSummaryFailed = screen('/dashboard/admin-profile', [
  mock.failing('get', '/api/admin/summary'),
  ...mock.happy('admin'),
]);
export const AdminProfileThreeUndeliveredEmails = screen('/dashboard/admin-profile', [
  mock.undeliveredEmails(3),
  ...mock.happy('admin'),
]);
export const AdminProfileUndeliveredEmailsFailed = screen('/dashboard/admin-profile', [
  mock.failing('get', '/api/admin/emails'),
  ...mock.happy('admin'),
]);
export const AgreementRequests = screen('/dashboard/agreement-requests', mock.happy('admin'));
export const AgreementRequestsEmpty = screen('/dashboard/agreement-requests', [
  // Decided requests come back too; the screen keeps only the pending ones.
  mock.http.get('/api/admin/agreements', () => json(z.array(agreementSchema), [sample.acceptedAgreement])),
  ...mock.happy('admin'),
]);
export const AgreementRequestsFailed = screen('/dashboard/agreement-requests', [
  mock.failing('get', '/api/admin/agreements'),
  ...mock.happy('admin'),
]);
export const MakeAnnouncement = screen('/dashboard/make-announcement', mock.happy('admin'));
export const ManageMembers = screen('/dashboard/manage-members', mock.happy('admin'));
export const ManageMembersEmpty = screen('/dashboard/manage-members', [
  mock.http.get('/api/admin/members', () => json(z.array(memberSchema), [])),
  ...mock.happy('admin'),
]);
export const ManageMembersRemovalFails = screen('/dashboard/manage-members', [
  mock.failing('patch', '/api/admin/members/:email/demote', 409, 'That user is not a member'),
  ...mock.happy('admin'),
]);
export const ManageCoupons = screen('/dashboard/manage-coupons', mock.happy('admin'));
export const ManageCouponsEmpty = screen('/dashboard/manage-coupons', [
  mock.http.get('/api/admin/coupons', () => json(z.array(couponSchema), [])),
  ...mock.happy('admin'),
]);
export const ManageCouponsFailed = screen('/dashboard/manage-coupons', [
  mock.failing('get', '/api/admin/coupons'),
  ...mock.happy('admin'),
]);

/* The guard: a signed-in person of another role is told whom the page is for, and where to go instead. */
export const UserOnAdminPage = screen('/dashboard/manage-coupons', mock.happy('user'));
export const UserOnMemberPage = screen('/dashboard/make-payment', mock.happy('user'));
/** The role cannot be read: the page stays closed, said as a failure with Try again, not as a logout. */
export const RoleUnknownFails = screen('/dashboard/my-profile', [
  mock.failing('get', '/api/users/role', 403),
  ...mock.happy('user'),
]);
