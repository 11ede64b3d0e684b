/**
 * The pause and play control of something that moves on its own (a slideshow, a scrolling strip): moving content
 * must be stoppable by everyone, not only by hovering with a mouse.
 */
export function MotionToggle({ playing, onToggle, what }: { playing: boolean; onToggle: () => void; what: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={!playing}
      className="rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      {playing ? `Pause ${what}` : `Play ${what}`}
    </button>
  );
}
