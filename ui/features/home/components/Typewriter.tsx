import { useTypewriter } from './use-typewriter.ts';

export const TYPEWRITER_WORDS = [
  { word: 'comfort', className: 'text-blue-700' },
  { word: 'safety', className: 'text-red-700' },
  { word: 'convenience', className: 'text-green-700' },
] as const;

const WORDS = TYPEWRITER_WORDS.map((w) => w.word);

/** The animated word is hidden from screen readers, which get the three words once instead of a letter stream. */
export function Typewriter() {
  const { text, index } = useTypewriter(WORDS);
  return (
    <>
      <span className="sr-only">{WORDS.join(', ')}</span>
      <span
        aria-hidden="true"
        data-testid="typewriter"
        className={`font-semibold ${TYPEWRITER_WORDS[index]!.className}`}
      >
        {text}
        <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-current">&nbsp;</span>
      </span>
    </>
  );
}
