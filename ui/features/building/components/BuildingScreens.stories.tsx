import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { BUILDING_RULES } from '@domain/building.ts';
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
