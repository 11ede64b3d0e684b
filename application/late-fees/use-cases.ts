import type { Wiring } from '../wiring.ts';
import { AddLateFees } from './add-late-fees.ts';
import { GetLateFeeSettings, SaveLateFeeSettings } from './late-fee-settings.ts';

/** The late fees' use cases, wired from the ports and the shared helpers. */
export function lateFeesUseCases(w: Wiring) {
  const { r, s, audit, notifier, books } = w;
  const dueDay = async () => (await w.rentSchedule()).dueDay;
  const getLateFeeSettings = new GetLateFeeSettings(r.lateFeeRules, dueDay);
  return {
    getLateFeeSettings,
    saveLateFeeSettings: new SaveLateFeeSettings(r.lateFeeRules, getLateFeeSettings, r.uow, s.calendar, audit),
    addLateFees: new AddLateFees(
      books,
      r.agreements,
      r.ledger,
      () => getLateFeeSettings.rule(),
      notifier,
      r.uow,
      s.ids,
      s.clock,
      s.calendar,
      dueDay,
      r.users,
    ),
  };
}
