import type { Wiring } from '../wiring.ts';
import {
  AddDeduction,
  GetFinalStatement,
  GetMoveOutPreview,
  ListFinalStatements,
  RemoveDeduction,
  SettleFinalStatement,
  type MoveOutWiring,
} from './final-statement.ts';
import { StartFinalStatement } from './start-final-statement.ts';

/** What ending a lease calls to start its final statement. */
export const finalStatementStarter = ({ r, s }: Wiring) => new StartFinalStatement(r.finalStatements, s.clock);

/** A move-out's use cases: the money before a removal, and the final statement of an ended lease. */
export function moveOutUseCases(w: Wiring) {
  const { r, s, audit, notifier, books } = w;
  const m: MoveOutWiring = {
    statements: r.finalStatements,
    agreements: r.agreements,
    ledger: r.ledger,
    books,
    uow: r.uow,
    ids: s.ids,
    clock: s.clock,
    audit,
    notifier,
  };
  return {
    startFinalStatement: finalStatementStarter(w),
    getMoveOutPreview: new GetMoveOutPreview(m),
    listFinalStatements: new ListFinalStatements(m),
    getFinalStatement: new GetFinalStatement(m),
    addDeduction: new AddDeduction(m),
    removeDeduction: new RemoveDeduction(m),
    settleFinalStatement: new SettleFinalStatement(m),
  };
}
