import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { BUILDING_RULES } from '@domain/building/building.ts';
import { REMINDER_RULES } from '@domain/notifications/reminders.ts';
import { failing, loadingForever } from '@/lib/mocks/handlers.ts';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';

/** The admin's Building screen as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Building/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/building', msw: mock.happy('admin') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[], play?: Story['play']): Story => ({
  parameters: { msw: [...msw, ...mock.happy('admin')] },
  play,
});
const refused = http.put('/api/admin/building', () =>
  HttpResponse.json(
    {
      message: BUILDING_RULES.latitude,
      code: 'VALIDATION.INVALID_INPUT',
      requestId: 'story',
      fields: { latitude: BUILDING_RULES.latitude },
    },
    { status: 400 },
  ),
);

export const Filled = screen([]);
export const Loading = screen([loadingForever('/api/building')]);
export const Failed = screen([failing('/api/building')]);
/** A latitude off the globe: the rule under the field, which takes the focus. */
export const SaveRefused = screen([refused], async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save details' }));
});

const saveSchedule: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save rent schedule' }));
};
/** Rent due on the 31st and a reminder 30 days before: both rules beside their fields, before anything is sent. */
export const RentScheduleInvalid = screen([], async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const dueDay = await canvas.findByLabelText(/Rent is due on day/);
  await userEvent.clear(dueDay);
  await userEvent.type(dueDay, '31');
  const before = canvas.getByLabelText(/Remind this many days before/);
  await userEvent.clear(before);
  await userEvent.type(before, '30');
  await userEvent.click(canvas.getByRole('button', { name: 'Save rent schedule' }));
});
/** The server refuses the due day: its rule beside the field and in the summary. */
export const RentScheduleRefused = screen(
  [
    http.put('/api/admin/rent-schedule', () =>
      HttpResponse.json(
        {
          message: REMINDER_RULES.dueDay,
          code: 'VALIDATION.INVALID_INPUT',
          requestId: 'story',
          fields: { dueDay: REMINDER_RULES.dueDay },
        },
        { status: 400 },
      ),
    ),
  ],
  saveSchedule,
);
/** Another admin saved the schedule first: the screen says so and shows theirs. */
export const RentScheduleChanged = screen(
  [
    http.put('/api/admin/rent-schedule', () =>
      HttpResponse.json(
        {
          message: 'Someone else changed the rent schedule; reload to see it',
          code: 'SCHEDULE.CHANGED',
          requestId: 'story',
        },
        { status: 409 },
      ),
    ),
  ],
  saveSchedule,
);
export const RentScheduleLoading = screen([loadingForever('/api/admin/rent-schedule')]);
export const RentScheduleFailed = screen([failing('/api/admin/rent-schedule')]);
