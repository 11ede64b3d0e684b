import { useEffect, useMemo, useState } from 'react';

export const TYPE_MS = 150;
export const DELETE_MS = 80;
export const PAUSE_MS = 1000;

/**
 * Types each word a letter every 150 ms, waits 1000 ms, deletes a letter every 80 ms, then moves to the next
 * word, forever. Returns the visible text and which word it belongs to.
 */
export function useTypewriter(words: readonly string[]) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const word = words[index % words.length] ?? '';
  // Letter by letter as the reader sees letters: a Bangla conjunct or vowel sign is never typed half-way.
  const letters = useMemo(() => lettersOf(word), [word]);

  useEffect(() => {
    if (!deleting && length >= letters.length) {
      const timer = setTimeout(() => setDeleting(true), PAUSE_MS);
      return () => clearTimeout(timer);
    }
    if (deleting && length === 0) {
      setDeleting(false);
      setIndex((i) => (i + 1) % words.length);
      return undefined;
    }
    const timer = setTimeout(() => setLength((n) => n + (deleting ? -1 : 1)), deleting ? DELETE_MS : TYPE_MS);
    return () => clearTimeout(timer);
  }, [deleting, length, letters, words.length]);

  return { text: letters.slice(0, length).join(''), index: index % words.length };
}

const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** A word's letters as people see them (grapheme clusters), or its characters where the browser cannot tell. */
function lettersOf(word: string): string[] {
  return segmenter ? Array.from(segmenter.segment(word), (s) => s.segment) : Array.from(word);
}
