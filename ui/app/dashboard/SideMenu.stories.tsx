import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SideMenu } from './SideMenu.tsx';

/** The current item is highlighted in the role's colour: user blue, member green, admin red. */
const meta = {
  title: 'Dashboard/SideMenu',
  component: SideMenu,
  args: { role: 'user', onLogout: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="h-[32rem] w-64 border-r border-slate-200 bg-white p-4">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = { parameters: { route: '/dashboard/my-profile' } };
export const Member: Story = { args: { role: 'member' }, parameters: { route: '/dashboard/make-payment' } };
export const Admin: Story = { args: { role: 'admin' }, parameters: { route: '/dashboard/manage-coupons' } };
/** A user whose lease ended keeps the screens of their rent account. */
export const FormerResident: Story = {
  args: { role: 'user', formerResident: true },
  parameters: { route: '/dashboard/make-payment' },
};
