/**
 * Runs a task now and then every `intervalMs`, for the life of the process: the email sender's rounds, the rent
 * reminders. A round never overlaps the previous one (the next waits for it to end), an error is logged and the next
 * round comes as usual, and stop() waits for a round in flight, so a graceful shutdown never cuts one in half.
 */
export interface Repeating {
  /** No round starts after this; resolves once the round in flight, if any, has ended. */
  stop(): Promise<void>;
}

export function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
  { runAtStart = true }: { runAtStart?: boolean } = {},
): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    timer = undefined;
    if (stopped) return;
    try {
      await task();
    } catch (error) {
      onError(error);
    }
    schedule(intervalMs);
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    // Unref'd: a timer waiting for the next round never keeps the process alive on its own.
    timer = setTimeout(() => {
      running = round();
    }, delay).unref();
  };

  schedule(runAtStart ? 0 : intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
