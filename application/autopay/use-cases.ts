import { booksCardRecorder } from '../ledger/use-cases.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Wiring } from '../wiring.ts';
import type { SavedCards } from './ports.ts';
import { ChargeAutopay } from './charge-autopay.ts';
import {
  GetMyAutopay,
  ListAutopay,
  SaveCard,
  SkipAutopayMonth,
  StartCardSetup,
  TurnOffAutopay,
  TurnOnAutopay,
  type AutopayDeps,
} from './manage-autopay.ts';

/** Autopay's use cases, wired from the ports and the shared helpers. */
export function autopayUseCases(w: Wiring) {
  const { r, s } = w;
  const d: AutopayDeps = {
    settings: r.autopaySettings,
    attempts: r.autopayAttempts,
    agreements: r.agreements,
    cards: s.savedCards ?? noSavedCards,
    uow: r.uow,
    clock: s.clock,
    calendar: s.calendar,
    dueDay: async () => (await w.rentSchedule()).dueDay,
  };
  return {
    getMyAutopay: new GetMyAutopay(d),
    startCardSetup: new StartCardSetup(d),
    saveCard: new SaveCard(d),
    turnOnAutopay: new TurnOnAutopay(d),
    turnOffAutopay: new TurnOffAutopay(d),
    skipAutopayMonth: new SkipAutopayMonth(d),
    listAutopay: new ListAutopay(d),
    chargeAutopay: new ChargeAutopay({
      ...d,
      books: w.books,
      recorder: booksCardRecorder(w),
      gateway: s.gateway,
      notifier: w.notifier,
      logger: s.logger,
    }),
  };
}

const unavailable = () => new DomainError('SERVICE.UNAVAILABLE', 'Saved cards are not available here');

/** Where no provider keeps cards: saving one is refused, and nothing is charged. */
const noSavedCards: SavedCards = {
  startSetup: () => Promise.reject(unavailable()),
  savedCard: () => Promise.reject(unavailable()),
  chargeSaved: () => Promise.reject(unavailable()),
};
