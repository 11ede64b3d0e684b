import type { Meta, StoryObj } from '@storybook/react-vite';
import { GOOD_TOKEN, unsubscribeHandler, unsubscribePending } from '../mocks/handlers.ts';
import UnsubscribePage from './UnsubscribePage.tsx';

/** The page an email's unsubscribe link opens: nothing changes until Unsubscribe is pressed. */
const meta = {
  title: 'Notifications/Unsubscribe',
  component: UnsubscribePage,
  parameters: { route: `/unsubscribe?token=${GOOD_TOKEN}`, msw: [unsubscribeHandler('reminders')] },
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** After pressing Unsubscribe (the stories test presses it). */
export const Done: Story = {};
export const Sending: Story = { parameters: { msw: [unsubscribePending] } };
/** A forged or expired token: the server refuses it (after pressing Unsubscribe). */
export const InvalidLink: Story = { parameters: { route: '/unsubscribe?token=expired-token' } };
/** A link cut short by the mail program: no token at all, so no button. */
export const MissingToken: Story = { parameters: { route: '/unsubscribe' } };
