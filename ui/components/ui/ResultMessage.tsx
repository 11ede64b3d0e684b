import type { ReactNode } from 'react';

/** The outcome of a form: green when it went through, red when not; read out as soon as it appears. */
export function ResultMessage({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p role={ok ? 'status' : 'alert'} className={`text-sm font-medium ${ok ? 'text-green-800' : 'text-red-700'}`}>
      {children}
    </p>
  );
}
