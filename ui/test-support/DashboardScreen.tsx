import { Route, Routes } from 'react-router-dom';
import DashboardRoutes from '@/app/dashboard/DashboardRoutes.tsx';

/** The dashboard as the app mounts it (under dashboard/*: layout, guard, screen), for stories of whole screens. */
export function DashboardScreen() {
  return (
    <Routes>
      <Route path="dashboard/*" element={<DashboardRoutes />} />
    </Routes>
  );
}
