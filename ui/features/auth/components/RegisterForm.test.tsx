import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RegisterForm } from './RegisterForm.tsx';

afterEach(cleanup);

const fill = async (email: string) => {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Rafiq Islam');
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
};

describe('RegisterForm', () => {
  it('refuses an email whose domain has no dot with the server’s sentence, before anything is sent', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm busy={false} error={null} onSubmit={onSubmit} />, { wrapper: MemoryRouter });
    await fill('rafiq@example');
    const rule = 'Email must be an address whose domain has a dot, like name@example.com';
    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(rule);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Email/), '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'rafiq@example.com' }));
  });
});
