import type { ReactNode } from 'react';
import type { FinalStatementDto } from '@contract/move-out';
import { Taka } from '@/components/ui/Taka.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';

type Method = NonNullable<NonNullable<FinalStatementDto['outcome']>['method']>;
export const METHOD_WORDS: Record<Method, MessageId> = {
  cash: 'moveOut.method.cash',
  bank: 'moveOut.method.bank',
  cheque: 'moveOut.method.cheque',
  bkash: 'moveOut.method.bkash',
  nagad: 'moveOut.method.nagad',
};

export const flatOfStatement = (t: Translate, number: (n: number) => string, s: FinalStatementDto) =>
  t('moveOut.flat', { block: s.block, floor: number(s.floor), number: s.number });

/** What the statement came to, in a few words: the refund and how, or what is still owed. */
export function OutcomeWords({ statement }: { statement: FinalStatementDto }) {
  const t = useT();
  const o = statement.outcome;
  if (!o) return <>{t('moveOut.state.draft')}</>;
  if (o.kind === 'refund')
    return (
      <>
        {t('moveOut.outcome.refund', { amount: <Taka amount={o.amount} />, method: t(METHOD_WORDS[o.method!]) })}
        {o.reference && <> ({t('moveOut.outcome.reference', { reference: o.reference })})</>}
      </>
    );
  return (
    <>{o.amount > 0 ? t('moveOut.outcome.owed', { amount: <Taka amount={o.amount} /> }) : t('moveOut.outcome.even')}</>
  );
}

function Figure({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-2 ${strong ? 'border-t-2 border-slate-300 font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * A final statement as a document: whose lease, what the books asked at the end, the deposit held, each deduction
 * with its reason, and the refund or the balance owed it comes to. It prints on one page.
 */
export function FinalStatementSummary({
  statement,
  onRemove,
  removing,
}: {
  statement: FinalStatementDto;
  /** An admin's draft: each deduction gets a Remove button. */
  onRemove?: (deductionId: string, reason: string) => void;
  removing?: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const s = statement;
  const result = s.result;
  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-col gap-1">
        <p className="text-lg font-semibold text-slate-900">{s.memberName}</p>
        <p className="text-slate-700">
          {t('moveOut.lease', {
            flat: flatOfStatement(t, format.number, s),
            from: format.month(s.startMonth),
            to: s.endMonth ? format.month(s.endMonth) : '-',
          })}
        </p>
        <p
          className={`w-fit rounded-full px-3 py-1 text-sm font-medium ${s.outcome ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {s.outcome ? t('moveOut.state.settled', { day: format.date(s.outcome.at) }) : t('moveOut.state.draft')}
        </p>
      </header>
      <section aria-labelledby={`deductions-${s.leaseId}`}>
        <h2 id={`deductions-${s.leaseId}`} className="text-base font-semibold text-slate-900">
          {t('moveOut.deductions')}
        </h2>
        {s.deductions.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('moveOut.deductions.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {s.deductions.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words text-slate-800">{d.reason}</span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums">
                    <Taka amount={d.amount} />
                  </span>
                  {onRemove && (
                    <Button
                      variant="secondary"
                      className="min-h-11 print:hidden"
                      aria-label={t('moveOut.deduction.removeLabel', { reason: d.reason })}
                      disabled={removing === d.id}
                      onClick={() => onRemove(d.id, d.reason)}
                    >
                      {t('moveOut.deduction.remove')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`figures-${s.leaseId}`}>
        <h2 id={`figures-${s.leaseId}`} className="text-base font-semibold text-slate-900">
          {t('moveOut.figures')}
        </h2>
        <dl className="mt-2">
          <Figure label={s.owed >= 0 ? t('moveOut.figure.owed') : t('moveOut.figure.credit')}>
            <Taka amount={Math.abs(s.owed)} />
          </Figure>
          <Figure label={t('moveOut.figure.deposit')}>
            <Taka amount={s.depositHeld} />
          </Figure>
          <Figure label={t('moveOut.figure.deductions')}>
            <Taka amount={s.deductionsTotal} />
          </Figure>
          <Figure
            strong
            label={
              result > 0
                ? t('moveOut.figure.refund')
                : result < 0
                  ? t('moveOut.figure.stillOwed')
                  : t('moveOut.figure.even')
            }
          >
            <Taka amount={Math.abs(result)} />
          </Figure>
        </dl>
        {s.outcome && (
          <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 font-medium text-slate-900">
            <OutcomeWords statement={s} />
          </p>
        )}
      </section>
    </article>
  );
}
