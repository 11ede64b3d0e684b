import { describe, expect, it } from 'vitest';
import { typedTaka, typedWholeNumber } from './typed-number.ts';

describe('a whole number as people type it', () => {
  it.each([
    ['22000', 22_000],
    [' 22000 ', 22_000],
    ['22,000', 22_000],
    ['1,250,000', 1_250_000],
    ['2,20,000', 220_000],
    ['1,25,00,000', 12_500_000],
    ['২২০০০', 22_000],
    ['২২,০০০', 22_000],
    ['২,২০,০০০', 220_000],
    ['0', 0],
    ['৫', 5],
  ])('reads %j as %i', (text, value) => expect(typedWholeNumber(text)).toBe(value));

  it.each(['', ' ', '22,00', '2,2000', ',22000', '22000,', '22,,000', '22.5', '22 000', '12k', '-5', '1e4', '২২,০০'])(
    'refuses %j rather than guess',
    (text) => expect(typedWholeNumber(text)).toBeNull(),
  );
});

describe('an amount of taka as people type it', () => {
  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['1,200.5', 1200.5],
    ['1,200.50', 1200.5],
    ['0.1', 0.1],
    ['৫০০.৭৫', 500.75],
    ['2,20,000.05', 220_000.05],
  ])('reads %j as %d', (text, value) => expect(typedTaka(text)).toBe(value));

  it.each(['', '.5', '5.', '5.123', '5.1.2', '5,00.5', '5.5k', '-5', '1e3'])('refuses %j rather than guess', (text) =>
    expect(typedTaka(text)).toBeNull(),
  );
});
