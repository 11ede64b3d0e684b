import type { Meta, StoryObj } from '@storybook/react-vite';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { buildingHandler } from '@/lib/mocks/handlers.ts';
import AboutPage from './AboutPage.tsx';
import ContactPage from './ContactPage.tsx';
import HelpPage from './HelpPage.tsx';

/** The footer's pages, written from the building's details (network answered by MSW). */
const meta = {
  title: 'Screens/Building pages',
  component: AboutPage,
  parameters: { msw: [buildingHandler()] },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { parameters: { route: '/about' } };
export const Contact: Story = { parameters: { route: '/contact' }, render: () => <ContactPage /> };
export const Help: Story = { parameters: { route: '/help' }, render: () => <HelpPage /> };
export const Loading: Story = { parameters: { route: '/about', msw: [mock.pending('get', '/api/building')] } };
export const LoadFailed: Story = { parameters: { route: '/contact', msw: [mock.failing('get', '/api/building')] } };
