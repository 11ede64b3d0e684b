import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';

interface Props {
  title: string;
  /** What the action's button says, and while it is being sent. */
  submit: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, shown right under the button that was pressed. */
  error?: string;
  onSubmit: () => void;
  children: ReactNode;
  tone?: 'primary' | 'secondary';
}

/** One thing a person may do to a request, in its own small form: its fields, its button, its refusal. */
export function ActionForm({ title, submit, busyLabel, busy, error, onSubmit, children, tone = 'primary' }: Props) {
  const titleId = useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" variant={tone} disabled={busy} className="min-h-11">
          {busy ? busyLabel : submit}
        </Button>
        {error && <ResultMessage ok={false}>{error}</ResultMessage>}
      </div>
    </form>
  );
}
