import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginPage from './LoginPage.tsx';
import RegisterPage from './RegisterPage.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { GoogleButton } from './GoogleButton.tsx';

const meta = { title: 'Screens/Sign-in', component: LoginPage, parameters: { route: '/login' } } satisfies Meta<
  typeof LoginPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const Login: Story = {};
export const Register: Story = { parameters: { route: '/register' }, render: () => <RegisterPage /> };
export const LoginIdle: Story = {
  render: () => <LoginForm busy={false} error={null} onSubmit={noop} onGoogle={noop} />,
};
export const LoginBusy: Story = { render: () => <LoginForm busy error={null} onSubmit={noop} onGoogle={noop} /> };
export const LoginFailed: Story = {
  render: () => (
    <LoginForm busy={false} error="Login failed: Incorrect email or password." onSubmit={noop} onGoogle={noop} />
  ),
};
export const RegisterIdle: Story = { render: () => <RegisterForm busy={false} error={null} onSubmit={noop} /> };
export const RegisterBusy: Story = { render: () => <RegisterForm busy error={null} onSubmit={noop} /> };
/** A password that misses the rule is named beside the field and in the summary, before anything is sent. */
export const RegisterWeakPassword: Story = {
  render: () => <RegisterForm busy={false} error={null} onSubmit={noop} />,
};
/** Sent empty: each required field is named, in the summary at the top and beside the field. */
export const LoginMissingFields: Story = {
  render: () => <LoginForm busy={false} error={null} onSubmit={noop} onGoogle={noop} />,
};
export const RegisterFailed: Story = {
  render: () => (
    <RegisterForm
      busy={false}
      error="Registration failed: Database save failed: 503 - Service unavailable"
      onSubmit={noop}
    />
  ),
};
export const Google: Story = { parameters: { layout: 'padded' }, render: () => <GoogleButton onClick={noop} /> };
