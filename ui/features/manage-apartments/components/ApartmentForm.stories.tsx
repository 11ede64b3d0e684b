import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { APARTMENT_RULES } from '@domain/apartments/apartment.ts';
import { ApartmentForm } from './ApartmentForm.tsx';

const meta = {
  title: 'Manage Apartments/ApartmentForm',
  component: ApartmentForm,
  args: { busy: false, errors: {}, onSubmit: fn(async () => true), onPhotoProblem: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApartmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Adding: Story = { args: { busy: true } };
/** The server's rule under each field it refused (after a send, the first one takes the focus). */
export const FieldsRefused: Story = { args: { errors: { ...APARTMENT_RULES } } };
export const Duplicate: Story = { args: { errors: { number: 'Block A, floor 1, A101 is already in the building' } } };
export const PhotoTooLarge: Story = {
  args: { errors: { photo: 'That picture is larger than 5 MB; pick a smaller one' } },
};
export const SaveFailed: Story = { args: { errors: { form: 'Something went wrong on our side' } } };
