import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * A `<dialog>` shown as a modal (focus kept inside, the page behind inert) while `open`, and closed otherwise. Escape
 * asks the owner to close it instead of closing it behind the owner's back, so the owner's state stays the truth.
 * Spread the answer onto the dialog: `<dialog {...useModalDialog(open, onClose)}>`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  return { ref, onCancel };
}
