import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFoundPage from './NotFoundPage.tsx';

const meta = {
  title: 'Screens/Page Not Found',
  component: NotFoundPage,
  parameters: { route: '/no/such/page' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
