import { useReducedMotion } from '@/lib/use-reduced-motion.ts';
import { useTypewriter } from './use-typewriter.ts';

export const TYPEWRITER_WORDS = [
  { word: 'comfort', className: 'text-blue-700' },
  { word: 'safety', className: 'text-red-700' },
  { word: 'convenience', className: 'text-green-700' },
] as const;

const WORDS = TYPEWRITER_WORDS.map((w) => w.word);

/**
 * The animated word is hidden from screen readers, which get the three words once instead of a letter stream. When
 * the person's system asks for reduced motion, the three words are simply written out.
 */
export function Typewriter() {
  return useReducedMotion() ? <StillWords /> : <TypedWords />;
}

function StillWords() {
  return (
    <span data-testid="typewriter" className="font-semibold">
      {TYPEWRITER_WORDS.map(({ word, className }, i) => (
        <span key={word}>
          {i > 0 && (i === TYPEWRITER_WORDS.length - 1 ? ' and ' : ', ')}
          <span className={className}>{word}</span>
        </span>
      ))}
    </span>
  );
}

function TypedWords() {
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
