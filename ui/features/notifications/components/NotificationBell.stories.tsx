import type { Meta, StoryObj } from '@storybook/react-vite';
import { unreadCountHandler } from '@/lib/mocks/handlers.ts';
import { NotificationBell } from './NotificationBell.tsx';

/** The navbar's bell for a signed-in person, with the count the server gives. */
const meta = {
  title: 'Notifications/Bell',
  component: NotificationBell,
  parameters: { layout: 'centered', auth: 'signedIn' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = { parameters: { msw: [unreadCountHandler(0)] } };
export const ThreeUnread: Story = { parameters: { msw: [unreadCountHandler(3)] } };
/** More than 99 shows as "99+"; the name still says how many. */
export const ManyUnread: Story = { parameters: { msw: [unreadCountHandler(120)] } };
