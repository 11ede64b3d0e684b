import { useId } from 'react';
import type { EmailStatus } from '@domain/notifications/email-delivery.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { STATUS_WORDS } from './email-words.ts';

interface Props {
  status: EmailStatus | null;
  onChange: (status: EmailStatus | null) => void;
}

const CHOICES = [[null, 'emailDelivery.all'], ...Object.entries(STATUS_WORDS)] as [EmailStatus | null, MessageId][];

/** Four choices side by side, one click each: native radio buttons, so arrow keys move between them. */
export function EmailStatusFilter({ status, onChange }: Props) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <legend className="float-left text-sm font-medium text-slate-700 sm:mr-3">{t('emailDelivery.status')}</legend>
      <div className="inline-flex w-full overflow-hidden rounded-lg border border-slate-300 bg-white sm:w-auto">
        {CHOICES.map(([value, words]) => (
          <label
            key={words}
            className="relative flex-1 cursor-pointer border-l border-slate-300 text-center text-sm font-semibold text-slate-800 first:border-l-0 has-checked:bg-sky-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:-outline-offset-4 has-focus-visible:outline-sky-600 sm:flex-none"
          >
            <input
              type="radio"
              name={name}
              value={value ?? ''}
              checked={status === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            <span className="block px-4 py-2">{t(words)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
