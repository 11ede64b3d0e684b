import type { Meta, StoryObj } from '@storybook/react-vite';
import DashboardRoutes from './DashboardRoutes.tsx';

const meta = { title: 'Screens/Dashboard (placeholder)', component: DashboardRoutes, parameters: { route: '/dashboard' } } satisfies Meta<typeof DashboardRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = { parameters: { auth: 'signedIn' } };
export const CheckingSignIn: Story = { parameters: { auth: 'loading' } };
