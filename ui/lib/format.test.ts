import { describe, expect, it } from 'vitest';
import { durationInWords } from './format.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('a length of time in words', () => {
  it.each([
    [0, 'less than a minute'],
    [59 * 1000, 'less than a minute'],
    [MINUTE, '1 minute'],
    [5 * MINUTE + 30 * 1000, '5 minutes'],
    [HOUR + 5 * MINUTE, '1 hour 5 minutes'],
    [3 * HOUR, '3 hours'],
    [2 * DAY + 4 * HOUR + 10 * MINUTE, '2 days 4 hours'],
    [2 * DAY + 5 * MINUTE, '2 days'],
    [DAY, '1 day'],
  ])('%i ms is "%s"', (ms, words) => expect(durationInWords(ms)).toBe(words));
});
