import { useReducedMotion } from '@/lib/use-reduced-motion.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { useTypewriter } from './use-typewriter.ts';

/** The three words, by message id, each in its colour. */
export const TYPEWRITER_WORDS = [
  { word: 'home.word.comfort', className: 'text-blue-700' },
  { word: 'home.word.safety', className: 'text-red-700' },
  { word: 'home.word.convenience', className: 'text-green-700' },
] as const;

/**
 * The animated word is hidden from screen readers, which get the three words once instead of a letter stream. When
 * the person's system asks for reduced motion, the three words are simply written out.
 */
export function Typewriter() {
  return useReducedMotion() ? <StillWords /> : <TypedWords />;
}

function StillWords() {
  const t = useT();
  const [first, second, third] = TYPEWRITER_WORDS.map(({ word, className }) => (
    <span key={word} className={className}>
      {t(word)}
    </span>
  ));
  return (
    <span data-testid="typewriter" className="font-semibold">
      {t('home.wordList', { first, second, third })}
    </span>
  );
}

function TypedWords() {
  const t = useT();
  const words = TYPEWRITER_WORDS.map(({ word }) => t(word));
  const { text, index } = useTypewriter(words);
  return (
    <>
      <span className="sr-only">{words.join(', ')}</span>
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
