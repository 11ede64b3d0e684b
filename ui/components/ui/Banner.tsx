import type { ReactNode } from 'react';

/** A failure that replaces a screen's content: boxed so it reads as a problem, announced at once. */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-center font-medium text-red-800"
    >
      {children}
    </p>
  );
}
