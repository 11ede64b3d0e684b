import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useDashboardRole } from '@/lib/auth/role.ts';
import { DashboardLayout } from './DashboardLayout.tsx';
import { RoleGuard } from './RoleGuard.tsx';
import { DASHBOARD_SCREENS } from '../routes.tsx';
import { homePathFor } from './screens.ts';

const NotFoundPage = lazy(() => import('@/features/not-found/components/NotFoundPage.tsx'));

export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<RedirectByRole />} />
        {DASHBOARD_SCREENS.map(({ path, allow, formerResidents, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoleGuard allow={allow} {...(formerResidents ? { formerResidents } : {})}>
                <Page />
              </RoleGuard>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** /dashboard replaces itself in history, so Back does not bounce the visitor straight back here. */
function RedirectByRole() {
  return <Navigate to={homePathFor(useDashboardRole())} replace />;
}
