import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBanner } from './Banner.tsx';
import { InfoTile } from './InfoTile.tsx';
import { ReadOnlyField } from './ReadOnlyField.tsx';
import { ResultMessage } from './ResultMessage.tsx';
import { TextArea } from './TextArea.tsx';
import { Taka } from './Taka.tsx';

/** The small shared pieces the dashboard added, side by side. */
function Bits() {
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <InfoTile label="Floor" value="3" />
        <InfoTile label="Monthly Rent" value={<Taka amount={14500} />} tone="sky" />
      </dl>
      <dl>
        <ReadOnlyField label="Email">nadia@example.com</ReadOnlyField>
      </dl>
      <TextArea label="Description" required rows={3} />
      <ResultMessage ok>Announcement posted successfully</ResultMessage>
      <ResultMessage ok={false}>Failed to post announcement.</ResultMessage>
      <ErrorBanner>Failed to load profile information</ErrorBanner>
    </div>
  );
}

const meta = { title: 'UI/Dashboard pieces', component: Bits, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Bits
>;
export default meta;
export const All: StoryObj<typeof meta> = {};
