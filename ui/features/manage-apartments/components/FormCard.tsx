import { useId, type FormEvent, type ReactNode } from 'react';

interface Props {
  title: string;
  onSubmit: () => void;
  /** The layout of what is inside (a grid of fields, a column). */
  className: string;
  children: ReactNode;
}

/**
 * A form in a card, named by its heading. The browser's own checks are off: the server's words go under each field.
 */
export function FormCard({ title, onSubmit, className, children }: Props) {
  const titleId = useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      className={`gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="col-span-full text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </form>
  );
}
