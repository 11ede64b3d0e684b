import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormActions } from './FormActions.tsx';

describe('FormActions', () => {
  afterEach(cleanup);

  it('offers the submit button, and no refusal, while the form is idle', () => {
    render(
      <form>
        <FormActions busy={false} label="Add" busyLabel="Adding…" />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add' });
    expect(button).toHaveProperty('type', 'submit');
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what it is doing and cannot be pressed again while the form is sent', () => {
    render(<FormActions busy label="Add" busyLabel="Adding…" />);
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true);
  });

  it('reads out why the server refused the form, after the buttons it was given', () => {
    render(
      <FormActions busy={false} label="Send" busyLabel="Sending…" error="This month is closed.">
        <button type="button">Cancel</button>
      </FormActions>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This month is closed.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Send', 'Cancel']);
  });
});
