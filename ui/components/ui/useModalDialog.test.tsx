import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './useModalDialog.ts';

function Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <dialog {...useModalDialog(open, onClose)} aria-label="Lease">
      <p>inside</p>
    </dialog>
  );
}

describe('a modal dialog', () => {
  it('opens while its owner says open and closes when it no longer does', () => {
    const { rerender, container } = render(<Dialog open={false} onClose={() => {}} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    rerender(<Dialog open onClose={() => {}} />);
    expect(dialog.open).toBe(true);
    rerender(<Dialog open={false} onClose={() => {}} />);
    expect(dialog.open).toBe(false);
  });

  it('on Escape asks its owner to close it, and stays open until the owner does', () => {
    const onClose = vi.fn();
    const { container } = render(<Dialog open onClose={onClose} />);
    const dialog = container.querySelector('dialog')!;
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });
});
