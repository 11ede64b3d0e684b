import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhotoField } from './PhotoField.tsx';

/** A small grey PNG, as a picked file. */
const png = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAEhAGAjHtFXwAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

const meta = {
  title: 'Maintenance/PhotoField',
  component: PhotoField,
  args: { id: 'photos', photos: [], disabled: false, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhotoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Three chosen: each with its Remove button, and no room for a fourth. */
export const Full: Story = { args: { photos: [png('sink.png'), png('pipe.png'), png('floor.png')] } };
export const TooLarge: Story = {
  args: { photos: [png('sink.png')], error: 'ceiling.jpg is larger than 5 MB' },
};
