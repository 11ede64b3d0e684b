import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Toasts: success 2 s, error 4 s, loading until done, at most 20 at once. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS = { success: 2000, error: 4000, loading: Infinity } as const;

/** react-hot-toast has no "max visible" option: dismiss the oldest beyond the limit. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

export function AppToaster() {
  return (
    <>
      <ToastLimit />
      <Toaster
        position="top-center"
        // Below the 64 px navbar, so a toast never hides the logo, the menu or the sign-in button.
        containerStyle={{ top: 72 }}
        toastOptions={{
          success: { duration: TOAST_DURATIONS.success },
          error: { duration: TOAST_DURATIONS.error },
          loading: { duration: TOAST_DURATIONS.loading },
        }}
      />
    </>
  );
}
