import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';
import { Button } from './Button.tsx';
import { PageHeading, SectionHeading } from './PageHeading.tsx';
import { StatusText } from './StatusText.tsx';
import { Taka } from './Taka.tsx';
import { TextField } from './TextField.tsx';

/** The shared presentational pieces, each in its states. */
const meta = { title: 'Shared/Pieces', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};

export const TextFields: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4">
      <TextField label="Email" type="email" required />
      <TextField label="Photo URL (optional)" placeholder="https://" />
      <TextField label="Disabled" disabled defaultValue="Cannot edit" />
    </div>
  ),
};

export const StatusLines: Story = {
  render: () => (
    <div>
      <StatusText>Loading apartments...</StatusText>
      <StatusText tone="error">Failed to load apartments. Please try again.</StatusText>
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div className="flex gap-4">
      <Avatar alt="Default avatar" />
      <Avatar src="/images/does-not-exist.png" alt="Broken photo falls back" />
      <Avatar src="/sample-photo.svg" alt="With a photo" className="h-16 w-16" />
    </div>
  ),
};

export const Headings: Story = {
  render: () => (
    <div className="space-y-4">
      <PageHeading>Available Apartments</PageHeading>
      <SectionHeading>Active Coupons</SectionHeading>
    </div>
  ),
};

export const TakaAmounts: Story = {
  render: () => (
    <p className="text-2xl font-bold">
      <Taka amount={12500} /> and <Taka amount={1000000} />
    </p>
  ),
};
