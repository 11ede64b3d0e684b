import { describe, expect, it } from 'vitest';
import type { MaintenanceEntryDto } from '@contract/maintenance';
import { createIntl } from 'react-intl';
import { en } from '@/i18n/en/index.ts';
import { bn } from '@/i18n/bn/index.ts';
import type { Messages } from '@/i18n/en/index.ts';
import type { Translate } from '@/lib/i18n/intl.tsx';
import { ageOf, resolutionTime, responseTime, timeInWords } from './timing.ts';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-02T04:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const resident = { name: 'Nadia Rahman', role: 'resident' as const };
const admin = { name: 'Farhan Ali', role: 'admin' as const };
const request = (
  status: 'submitted' | 'in_progress' | 'resolved' | 'closed' | 'declined',
  history: MaintenanceEntryDto[],
) => ({
  createdAt: at(0),
  status,
  history: [{ at: at(0), kind: 'submitted' as const, by: resident }, ...history],
});

describe('how long a request took', () => {
  it('has no response time and no resolution time while no admin has acted', () => {
    const r = request('submitted', [{ at: at(HOUR), kind: 'comment', by: resident, text: 'Still leaking' }]);
    expect(responseTime(r)).toBeNull();
    expect(resolutionTime(r)).toBeNull();
  });

  it("responds at the first admin's action, even a note, and resolves at the last resolution", () => {
    const r = request('closed', [
      { at: at(2 * HOUR), kind: 'internal-note', by: admin, text: 'Call the plumber' },
      { at: at(3 * HOUR), kind: 'status-changed', by: admin, from: 'submitted', to: 'in_progress' },
      { at: at(5 * HOUR), kind: 'status-changed', by: admin, from: 'in_progress', to: 'resolved' },
      { at: at(6 * HOUR), kind: 'reopened', by: resident },
      { at: at(30 * HOUR), kind: 'status-changed', by: admin, from: 'in_progress', to: 'resolved' },
      { at: at(31 * HOUR), kind: 'closed', by: resident, rating: 4 },
    ]);
    expect(responseTime(r)).toBe(2 * HOUR);
    expect(resolutionTime(r)).toBe(30 * HOUR);
  });

  it('has no resolution time once reopened, nor when declined', () => {
    const reopened = request('in_progress', [
      { at: at(HOUR), kind: 'status-changed', by: admin, from: 'submitted', to: 'in_progress' },
      { at: at(2 * HOUR), kind: 'status-changed', by: admin, from: 'in_progress', to: 'resolved' },
      { at: at(3 * HOUR), kind: 'reopened', by: resident },
    ]);
    expect(resolutionTime(reopened)).toBeNull();
    const declined = request('declined', [
      { at: at(HOUR), kind: 'status-changed', by: admin, from: 'submitted', to: 'declined', reason: 'Not ours' },
    ]);
    expect(responseTime(declined)).toBe(HOUR);
    expect(resolutionTime(declined)).toBeNull();
  });

  it('counts the age from the report', () => {
    expect(ageOf({ createdAt: at(0) }, new Date(T0 + 5 * HOUR))).toBe(5 * HOUR);
  });
});

/** The translator a screen gets, in one language, without rendering anything. */
const translator = (locale: string, messages: Messages): Translate => {
  const intl = createIntl({ locale, messages });
  return ((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)) as Translate;
};

describe('a length of time in words', () => {
  const MINUTE = 60 * 1000;
  const DAY = 24 * HOUR;

  it('says the two largest units in English, one or many', () => {
    const t = translator('en-IN', en);
    expect(timeInWords(2 * DAY + 4 * HOUR + 9 * MINUTE, t)).toBe('2 days 4 hours');
    expect(timeInWords(DAY + HOUR, t)).toBe('1 day 1 hour');
    expect(timeInWords(2 * DAY + 5 * MINUTE, t)).toBe('2 days');
    expect(timeInWords(3 * HOUR, t)).toBe('3 hours');
    expect(timeInWords(HOUR + MINUTE, t)).toBe('1 hour 1 minute');
    expect(timeInWords(5 * MINUTE + 30_000, t)).toBe('5 minutes');
    expect(timeInWords(30_000, t)).toBe('less than a minute');
    expect(timeInWords(-5 * MINUTE, t)).toBe('less than a minute');
  });

  it('says it in Bangla with Bengali digits', () => {
    const t = translator('bn-BD', bn);
    expect(timeInWords(2 * DAY + 4 * HOUR, t)).toBe('২ দিন ৪ ঘণ্টা');
    expect(timeInWords(12 * MINUTE, t)).toBe('১২ মিনিট');
    expect(timeInWords(30_000, t)).toBe('এক মিনিটেরও কম');
  });
});
