import { useT } from '@/lib/i18n/intl.tsx';

/**
 * The pause and play control of something that moves on its own (a slideshow, a scrolling strip): moving content
 * must be stoppable by everyone, not only by hovering with a mouse.
 */
export function MotionToggle({
  playing,
  onToggle,
  what,
}: {
  playing: boolean;
  onToggle: () => void;
  /** What moves, in a few words that follow "Pause" and "Play" (the caller's translated words). */
  what: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={!playing}
      className="rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      {playing ? t('common.pause', { what }) : t('common.play', { what })}
    </button>
  );
}
