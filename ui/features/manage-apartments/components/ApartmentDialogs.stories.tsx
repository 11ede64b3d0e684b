import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { APARTMENT_RULES } from '@domain/apartments/apartment.ts';
import { sampleFlats } from '../mocks/handlers.ts';
import { PhotoDialog, RentDialog, RetireDialog } from './ApartmentDialogs.tsx';

const flat = sampleFlats[0]!;

const meta = {
  title: 'Manage Apartments/Dialogs',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rent = (error?: string, busy = false): Story => ({
  render: () => <RentDialog apartment={flat} busy={busy} error={error} onSubmit={fn()} onCancel={fn()} />,
});
const photo = (error?: string, apartment = flat): Story => ({
  render: () => <PhotoDialog apartment={apartment} busy={false} error={error} onSubmit={fn()} onCancel={fn()} />,
});

export const Rent = rent();
export const RentSaving = rent(undefined, true);
export const RentRefused = rent(APARTMENT_RULES.rent);
export const Photo = photo();
export const PhotoWithoutOne = photo(undefined, sampleFlats[2]!);
export const PhotoRefused = photo('That file is not a JPEG, PNG or WebP picture');
export const Retire: Story = {
  render: () => <RetireDialog apartment={flat} busy={false} onSubmit={fn()} onCancel={fn()} />,
};
