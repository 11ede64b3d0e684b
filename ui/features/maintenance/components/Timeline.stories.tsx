import type { Meta, StoryObj } from '@storybook/react-vite';
import { liftInProgress, resolvedLeak } from '../mocks/handlers.ts';
import { Timeline } from './Timeline.tsx';

const meta = {
  title: 'Maintenance/Timeline',
  component: Timeline,
  args: { history: resolvedLeak.history },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the resident reads it: who did what, when, and what they said. */
export const AsResident: Story = {};
/** As an admin reads it: internal notes marked as never seen by residents. */
export const WithInternalNote: Story = { args: { history: liftInProgress.history } };
/** Closed with a rating, after a reopening and a decline's reason would show the same way. */
export const Closed: Story = {
  args: {
    history: [
      ...resolvedLeak.history,
      {
        at: '2026-11-05T09:00:00.000Z',
        kind: 'closed',
        by: { name: 'Nadia Rahman', role: 'resident' },
        rating: 4,
        comment: 'Quick and tidy, thank you.',
      },
    ],
  },
};
