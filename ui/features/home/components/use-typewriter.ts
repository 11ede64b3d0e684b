import { useEffect, useState } from 'react';

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

  useEffect(() => {
    if (!deleting && length === word.length) {
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
  }, [deleting, length, word, words.length]);

  return { text: word.slice(0, length), index: index % words.length };
}
