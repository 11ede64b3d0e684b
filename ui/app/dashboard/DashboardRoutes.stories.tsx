import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import DashboardRoutes from './DashboardRoutes.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';

/** The dashboard's entry at /dashboard, mounted under dashboard/* as the app mounts it. */
const meta = {
  title: 'Screens/Dashboard (placeholder)',
  component: DashboardRoutes,
  render: () => (
    <Routes>
      <Route path="dashboard/*" element={<DashboardRoutes />} />
    </Routes>
  ),
  parameters: { route: '/dashboard' },
} satisfies Meta<typeof DashboardRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user is taken from /dashboard to their profile. */
export const SignedIn: Story = { parameters: { auth: 'signedIn', msw: mock.happy('user') } };
export const CheckingSignIn: Story = { parameters: { auth: 'loading' } };
