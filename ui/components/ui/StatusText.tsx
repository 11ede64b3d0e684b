import type { ReactNode } from 'react';

type Tone = 'info' | 'error';

/** Loading, empty and failure lines: announced politely (or assertively for errors) to screen readers. */
export function StatusText({ children, tone = 'info' }: { children: ReactNode; tone?: Tone }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`py-8 text-center ${tone === 'error' ? 'text-red-700' : 'text-slate-600'}`}
    >
      {children}
    </p>
  );
}
