import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MAINTENANCE_RULES } from '@domain/maintenance/fields.ts';
import { ReportForm } from './ReportForm.tsx';

const meta = {
  title: 'Maintenance/ReportForm',
  component: ReportForm,
  args: { hasFlat: true, busy: false, errors: {}, onSubmit: fn(async () => true), onProblems: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: their own flat or a common area, and whether staff may enter. */
export const Member: Story = { args: { flat: 'A101' } };
/** A signed-in user without a flat: a common area only, and the form says why. */
export const PlainUser: Story = { args: { hasFlat: false } };
const DRAFT_KEY = 'story.maintenance-draft';
/** Come back to a report left half-written (a reload, a closed tab): its words are still there; photos are not kept. */
export const DraftKept: Story = {
  args: { flat: 'A101', draftKey: DRAFT_KEY },
  render: (args) => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ where: 'flat', category: 'plumbing', title: 'Kitchen tap leaking', description: 'Under the' }),
    );
    return <ReportForm {...args} />;
  },
};
export const Sending: Story = { args: { busy: true } };
/** The rule under each field it broke. */
export const FieldsRefused: Story = {
  args: {
    errors: {
      category: MAINTENANCE_RULES.category,
      title: MAINTENANCE_RULES.title,
      description: MAINTENANCE_RULES.description,
    },
  },
};
export const PhotoRefused: Story = { args: { errors: { photos: 'leak.heic is not a JPEG, PNG or WebP picture' } } };
/** The daily limit: what belongs to no field shows under the button. */
export const LimitRefused: Story = {
  args: {
    errors: {
      form: 'You have reported 5 problems today, the most one resident may in a day. Please try again tomorrow.',
    },
  },
};
