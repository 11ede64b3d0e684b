import type { ReactNode } from 'react';

export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 id={id} className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
      {children}
    </h1>
  );
}

export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
      {children}
    </h2>
  );
}
