import { useEffect, useId, useRef, type Ref } from 'react';
import { useT } from '@/lib/i18n/intl.tsx';

export interface Problem {
  /** The id of the field the problem is about: the summary's link moves focus there. */
  fieldId: string;
  text: string;
}

/**
 * What is wrong with a form, at its top: each problem a link to its field, in the words shown beside that field.
 * Nothing when all is well.
 */
export function ErrorSummary({ problems, ref }: { problems: readonly Problem[]; ref: Ref<HTMLElement> }) {
  const titleId = useId();
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="col-span-full rounded-xl border-2 border-red-700 bg-white p-4 outline-offset-2 focus:outline-3 focus:outline-amber-400"
    >
      {/* Read out as soon as it appears, whether or not focus has reached it yet. */}
      <div role="alert">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('common.problem')}
        </h2>
        <ul className="mt-2 flex flex-col gap-1">
          {problems.map(({ fieldId, text }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(fieldId)?.focus();
                }}
                className="font-medium break-words text-red-800 underline underline-offset-2"
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * Focus goes to the summary once after a send that ended in problems (found at once, or answered by the server), so
 * a screen reader reads the list and a keyboard user follows its links; never while the person types or picks.
 */
export function useErrorSummary(problems: readonly Problem[]) {
  const ref = useRef<HTMLElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current || problems.length === 0) return;
    sent.current = false;
    ref.current?.focus();
  });
  return {
    ref,
    /** A send begins: its problems, when they come, take focus. */
    sending: () => {
      sent.current = true;
    },
    /** The send went through: later problems (a photo refused on picking) leave focus where it is. */
    sent: () => {
      sent.current = false;
    },
  };
}

/** The problems of a form in the order its fields are shown: each field's name and id, and what is wrong by name. */
export const problemsOf = <F extends string>(
  fields: readonly { name: F; id: string }[],
  errors: Partial<Record<F, string>>,
): Problem[] => fields.flatMap(({ name, id }) => (errors[name] ? [{ fieldId: id, text: errors[name] }] : []));

/** The fields of a form left empty, each with its own words: none when every one is filled. */
export const emptyOf = <F extends string>(
  values: Readonly<Record<F, string>>,
  rules: Readonly<Partial<Record<F, string>>>,
): Partial<Record<F, string>> =>
  Object.fromEntries(
    (Object.keys(rules) as F[]).filter((f) => values[f].trim() === '').map((f) => [f, rules[f]]),
  ) as Partial<Record<F, string>>;
