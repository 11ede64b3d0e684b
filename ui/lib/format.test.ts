import { describe, expect, it } from 'vitest';
import { durationInWords, ordinal } from './format.ts';

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

describe('a day of the month in words', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [5, '5th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
  ])('%i is the %s', (day, words) => {
    expect(ordinal(day)).toBe(words);
  });
});
