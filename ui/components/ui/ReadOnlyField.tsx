import type { ReactNode } from 'react';

/**
 * A value the person can read but not change, drawn like a disabled input. A term/description pair rather than
 * an <input readOnly>, so it can hold formatted content (the taka icon) and is not a pointless tab stop.
 */
export function ReadOnlyField({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="min-h-[2.625rem] rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 break-all text-slate-900">
        {children}
      </dd>
    </div>
  );
}
