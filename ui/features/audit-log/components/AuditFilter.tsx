import { useId } from 'react';
import type { AuditAction } from '../api/audit-log.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { AUDIT_ACTIONS } from '@domain/areas.ts';
import { actionWords } from './audit-words.ts';

interface Props {
  action: AuditAction | null;
  onChange: (action: AuditAction | null) => void;
}

/** One kind of action, or all of them; the kinds in the order of their words, so a long list reads like an index. */
export function AuditFilter({ action, onChange }: Props) {
  const t = useT();
  const id = useId();
  const actions = AUDIT_ACTIONS.map((value) => ({ value, words: actionWords(t, value) })).sort((a, b) =>
    a.words.localeCompare(b.words),
  );
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('auditLog.action')}
      </label>
      <select
        id={id}
        value={action ?? ''}
        onChange={(e) => onChange((e.target.value || null) as AuditAction | null)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-sky-600 sm:min-w-64"
      >
        <option value="">{t('auditLog.allActions')}</option>
        {actions.map(({ value, words }) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
