import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATUSES } from '@domain/maintenance/request.ts';
import { EmergencyCall, EmergencyMark, StatusBadge } from './Bits.tsx';

const meta = { title: 'Maintenance/Bits', parameters: { layout: 'padded' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status as its badge, and the emergency mark. */
export const Badges: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {STATUSES.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
      <EmergencyMark />
    </div>
  ),
};
/** What a resident sees the moment an emergency is reported. */
export const Emergency: Story = { render: () => <EmergencyCall phone="+880 1711-000999" /> };
/** An emergency in a building that has not saved its emergency number yet. */
export const EmergencyWithoutNumber: Story = { render: () => <EmergencyCall phone={null} /> };
