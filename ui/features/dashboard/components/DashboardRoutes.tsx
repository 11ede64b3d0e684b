import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from '@contract';
import { RequireAuth } from '@/features/auth/components/RequireAuth.tsx';
import { useDashboardRole } from '@/lib/auth/role.ts';
import { DashboardLayout } from './DashboardLayout.tsx';
import { RoleGuard } from './RoleGuard.tsx';
import { homePathFor } from './menu.ts';

// Each screen is its own chunk: a resident never downloads the admin screens, nobody downloads Stripe unless used.
const MyProfilePage = lazy(() => import('@/features/profile/components/MyProfilePage.tsx'));
const AnnouncementsPage = lazy(() => import('@/features/announcements/components/AnnouncementsPage.tsx'));
const MakePaymentPage = lazy(() => import('@/features/payments/components/MakePaymentPage.tsx'));
const PaymentHistoryPage = lazy(() => import('@/features/payment-history/components/PaymentHistoryPage.tsx'));
const AgreementRequestsPage = lazy(() => import('@/features/agreements/components/AgreementRequestsPage.tsx'));
const MakeAnnouncementPage = lazy(() => import('@/features/announcements/components/MakeAnnouncementPage.tsx'));
const ManageMembersPage = lazy(() => import('@/features/members/components/ManageMembersPage.tsx'));
const ManageApartmentsPage = lazy(() => import('@/features/manage-apartments/components/ManageApartmentsPage.tsx'));
const BuildingSettingsPage = lazy(() => import('@/features/building/components/BuildingSettingsPage.tsx'));
const ManageCouponsPage = lazy(() => import('@/features/coupons/components/ManageCouponsPage.tsx'));
const AdminProfilePage = lazy(() => import('@/features/admin/components/AdminProfilePage.tsx'));
const ReceiptPage = lazy(() => import('@/features/receipts/components/ReceiptPage.tsx'));
const AuditLogPage = lazy(() => import('@/features/audit-log/components/AuditLogPage.tsx'));
const RentCollectionPage = lazy(() => import('@/features/rent-collection/components/RentCollectionPage.tsx'));
const ArrearsPage = lazy(() => import('@/features/arrears/components/ArrearsPage.tsx'));
const NotFoundPage = lazy(() => import('@/features/not-found/components/NotFoundPage.tsx'));

const RESIDENTS: readonly Role[] = ['user', 'member'];
// A removed member (now a user) keeps their payments, so their receipts stay theirs to open; the server decides whose.
const EVERYONE: readonly Role[] = ['user', 'member', 'admin'];

/** The dashboard's screens, each with the roles it allows. */
const PAGES: { path: string; allow: Role | readonly Role[]; page: ReactNode }[] = [
  { path: 'my-profile', allow: RESIDENTS, page: <MyProfilePage /> },
  { path: 'announcements', allow: RESIDENTS, page: <AnnouncementsPage /> },
  { path: 'make-payment', allow: 'member', page: <MakePaymentPage /> },
  { path: 'payment-history', allow: 'member', page: <PaymentHistoryPage /> },
  { path: 'agreement-requests', allow: 'admin', page: <AgreementRequestsPage /> },
  { path: 'make-announcement', allow: 'admin', page: <MakeAnnouncementPage /> },
  { path: 'manage-members', allow: 'admin', page: <ManageMembersPage /> },
  { path: 'manage-apartments', allow: 'admin', page: <ManageApartmentsPage /> },
  { path: 'building', allow: 'admin', page: <BuildingSettingsPage /> },
  { path: 'manage-coupons', allow: 'admin', page: <ManageCouponsPage /> },
  { path: 'admin-profile', allow: 'admin', page: <AdminProfilePage /> },
  { path: 'audit-log', allow: 'admin', page: <AuditLogPage /> },
  { path: 'rent-collection', allow: 'admin', page: <RentCollectionPage /> },
  { path: 'arrears', allow: 'admin', page: <ArrearsPage /> },
  { path: 'receipts/:number', allow: EVERYONE, page: <ReceiptPage /> },
];

export default function DashboardRoutes() {
  return (
    <RequireAuth>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={<RedirectByRole />} />
          {PAGES.map(({ path, allow, page }) => (
            <Route key={path} path={path} element={<RoleGuard allow={allow}>{page}</RoleGuard>} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}

/** /dashboard replaces itself in history, so Back does not bounce the visitor straight back here. */
function RedirectByRole() {
  return <Navigate to={homePathFor(useDashboardRole())} replace />;
}
