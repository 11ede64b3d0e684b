import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DELETE_MS, PAUSE_MS, TYPE_MS, useTypewriter } from './use-typewriter.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useTypewriter', () => {
  it('types at 150 ms, pauses 1000 ms, deletes at 80 ms, then cycles to the next word and back', () => {
    expect([TYPE_MS, DELETE_MS, PAUSE_MS]).toEqual([150, 80, 1000]);
    const { result } = renderHook(() => useTypewriter(['ab', 'c']));
    expect(result.current.text).toBe('');
    advance(150);
    expect(result.current.text).toBe('a');
    advance(150);
    expect(result.current.text).toBe('ab');
    advance(999);
    expect(result.current.text).toBe('ab');
    advance(1);
    advance(80);
    expect(result.current.text).toBe('a');
    advance(80);
    expect(result.current).toEqual({ text: '', index: 1 });
    advance(150);
    expect(result.current).toEqual({ text: 'c', index: 1 });
    advance(1000);
    advance(80);
    advance(150);
    expect(result.current).toEqual({ text: 'a', index: 0 });
  });
});
