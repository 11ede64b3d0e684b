import { describe, expect, it } from 'vitest';
import type { MaintenanceEntryDto } from '@contract';
import { ageOf, resolutionTime, responseTime } from './timing.ts';

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
