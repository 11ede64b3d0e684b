import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch.tsx';

/** The frame both sign-in screens share, with the language switch beside the heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="flex justify-end">
          <LanguageSwitch />
        </div>
        <img src="/images/logo.svg" alt="" className="mx-auto h-12 w-12" />
        <h1 className="mt-3 text-center text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
