import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from '../../../adapters/background/every.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A promise the test settles by hand: a round that takes as long as the test says. */
const held = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('every', () => {
  it('runs at start, then once per interval', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => undefined);
    const loop = every(1000, task, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(5);
    await loop.stop();
  });

  it('waits a whole interval first when asked not to run at start', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => undefined);
    const loop = every(1000, task, () => undefined, { runAtStart: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await loop.stop();
  });

  it('never starts a round while the previous one is still running', async () => {
    vi.useFakeTimers();
    const slow = held();
    let active = 0;
    let most = 0;
    const task = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      if (task.mock.calls.length === 1) await slow.done;
      active -= 1;
    });
    const loop = every(100, task, () => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    slow.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await loop.stop();
  });

  it('logs a failed round and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const task = vi.fn(async () => {
      if (task.mock.calls.length === 1) throw new Error('mail server down');
    });
    const loop = every(100, task, (e) => errors.push(e));
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toEqual([new Error('mail server down')]);
    expect(task).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('on stop, waits for the round in flight and starts no other', async () => {
    const slow = held();
    let finished = false;
    const task = vi.fn(async () => {
      await slow.done;
      finished = true;
    });
    const loop = every(10, task, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).toHaveBeenCalledTimes(1);
    const stopped = loop.stop();
    let stopResolved = false;
    void stopped.then(() => (stopResolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopResolved).toBe(false);
    slow.release();
    await stopped;
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
