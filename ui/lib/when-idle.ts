/**
 * Runs `work` once the browser has nothing else to do (the page drawn, its scripts run), or after `timeoutMs` at
 * the latest; returns a function that cancels it. Where the browser cannot tell idleness, soon after this task.
 */
export function whenIdle(work: () => void, timeoutMs = 4000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
