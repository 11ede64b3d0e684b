import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout.tsx';

// Every screen is its own chunk: the home page's first load carries no dashboard, admin or payment code.
const HomePage = lazy(() => import('@/features/home/components/HomePage.tsx'));
const ApartmentsPage = lazy(() => import('@/features/apartments/components/ApartmentsPage.tsx'));
const ApplyPage = lazy(() => import('@/features/apartments/components/ApplyPage.tsx'));
const LoginPage = lazy(() => import('@/features/auth/components/LoginPage.tsx'));
const RegisterPage = lazy(() => import('@/features/auth/components/RegisterPage.tsx'));
const UnsubscribePage = lazy(() => import('@/features/notifications/components/UnsubscribePage.tsx'));
const AboutPage = lazy(() => import('@/features/info/components/AboutPage.tsx'));
const ContactPage = lazy(() => import('@/features/info/components/ContactPage.tsx'));
const HelpPage = lazy(() => import('@/features/info/components/HelpPage.tsx'));
const NotFoundPage = lazy(() => import('@/features/not-found/components/NotFoundPage.tsx'));
const DashboardRoutes = lazy(() => import('./dashboard/DashboardRoutes.tsx'));

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'apartments', element: <ApartmentsPage /> },
      { path: 'apartments/:id/apply', element: <ApplyPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The dashboard has its own layout, and its screens and menu come from one table (routes.tsx); it only needs to be
  // reachable here.
  { path: 'dashboard/*', element: <DashboardRoutes /> },
];
