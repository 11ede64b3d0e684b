import type { ReactNode } from 'react';

/** A labelled figure on a card (profile tiles, admin overview): the label is a term, the value its description. */
interface Props {
  label: string;
  value: ReactNode;
  tone?: 'slate' | 'sky' | 'green' | 'red' | 'amber';
  className?: string;
}

export function InfoTile({ label, value, tone = 'slate', className = '' }: Props) {
  const tones = {
    slate: 'border-slate-200',
    sky: 'border-sky-200',
    green: 'border-green-200',
    red: 'border-red-200',
    amber: 'border-amber-200',
  } as const;
  return (
    <div className={`rounded-xl border bg-white p-4 shadow-sm ${tones[tone]} ${className}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}
