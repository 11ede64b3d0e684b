import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withSignedInWords } from '@/lib/i18n/intl.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';

type PageModule = { default: ComponentType };

/**
 * A lazy page that can be loaded ahead: once `load` has resolved, React finds the page at hand and draws it in the
 * same pass as the rest (taking over the server's drawing in one go, before any data the page reads can arrive and
 * make it differ from the drawing).
 */
function lazyPage(factory: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const load = () => factory().then((module) => (loaded = module));
  // A thenable already settled: React reads the page from it at once instead of waiting a turn.
  const settled = (module: PageModule) =>
    ({ then: (resolve: (m: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  const Page = lazy(() => (loaded ? settled(loaded) : load()));
  return Object.assign(Page, { load });
}

// Every screen is its own chunk: the home page's first load carries no dashboard, admin or payment code.
const HomePage = lazyPage(() => import('@/features/home/components/HomePage.tsx'));
const ApartmentsPage = lazyPage(() => import('@/features/apartments/components/ApartmentsPage.tsx'));
// The apply form and the dashboard say words the first page does without: each loads with them.
const ApplyPage = lazy(withSignedInWords(() => import('@/features/apartments/components/ApplyPage.tsx')));
const LoginPage = lazy(() => import('@/features/auth/components/LoginPage.tsx'));
const RegisterPage = lazy(() => import('@/features/auth/components/RegisterPage.tsx'));
const UnsubscribePage = lazy(() => import('@/features/notifications/components/UnsubscribePage.tsx'));
const AboutPage = lazy(() => import('@/features/info/components/AboutPage.tsx'));
const ContactPage = lazy(() => import('@/features/info/components/ContactPage.tsx'));
const HelpPage = lazy(() => import('@/features/info/components/HelpPage.tsx'));
const NotFoundPage = lazy(() => import('@/features/not-found/components/NotFoundPage.tsx'));
const DashboardRoutes = lazyPage(withSignedInWords(() => import('./dashboard/DashboardRoutes.tsx')));

/**
 * What loads a page's code ahead, for the pages the server draws: the landing pages, and the dashboard's screens
 * (drawn as the frame they show while the session is read).
 */
export function drawnPageCode(pathname: string): (() => Promise<unknown>) | undefined {
  if (pathname === '/') return HomePage.load;
  if (pathname === '/apartments') return ApartmentsPage.load;
  if (pathname.startsWith('/dashboard/')) return DashboardRoutes.load;
  return undefined;
}

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
