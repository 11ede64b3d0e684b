import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';

const meta = {
  title: 'Layout/Public layout',
  component: Navbar,
  args: { title: 'Lakeview Residency', onLogout: () => {} },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NavbarSignedOut: Story = { args: { auth: { status: 'signedOut' } } };
// The bell reads who is signed in from the auth context, as in the app: the story sets both.
export const NavbarSignedIn: Story = {
  args: { auth: { status: 'signedIn', user: SAMPLE_USER } },
  parameters: { auth: 'signedIn' },
};
/** A photo of its own, unlike the logo the navbar always shows, so the avatar is seen to show it. */
export const NavbarSignedInWithPhoto: Story = {
  args: { auth: { status: 'signedIn', user: { ...SAMPLE_USER, photoURL: '/sample-photo.svg' } } },
  parameters: { auth: 'signedIn' },
};
export const NavbarLoading: Story = { args: { auth: { status: 'loading' } } };
export const NavbarSmallScreenSignedOut: Story = {
  args: { auth: { status: 'signedOut' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** The bell stays in the bar on a phone, beside the menu button. */
export const NavbarSmallScreenSignedIn: Story = {
  args: { auth: { status: 'signedIn', user: SAMPLE_USER } },
  parameters: { auth: 'signedIn' },
  globals: { viewport: { value: 'mobile1' } },
};

export const FooterOnly: Story = { args: { auth: { status: 'signedOut' } }, render: () => <Footer /> };

/** The whole shell with an empty page, signed out and signed in (the navbar reads the auth state itself). */
export const ShellSignedOut: Story = { args: { auth: { status: 'signedOut' } }, render: () => <PublicLayout /> };
export const ShellSignedIn: Story = {
  args: { auth: { status: 'signedIn', user: SAMPLE_USER } },
  parameters: { auth: 'signedIn' },
  render: () => <PublicLayout />,
};
