import type { Wiring } from '../wiring.ts';
import { GetBooksArrears, GetBooksCollection, GetLeaseBooks, GetMyBooks, GetStatement } from './read-books.ts';
import { CreateBooksIntent, RecordBooksCardPayment } from './pay-by-card.ts';
import { AddLedgerCharge, RecordLedgerPayment, VoidLedgerEntry, type BookWriting } from './write-books.ts';

/** Records card payments priced from the books: the member's own report, and the provider's webhook. */
export const booksCardRecorder = ({ r, s, books, notifier }: Wiring) =>
  new RecordBooksCardPayment(
    r.agreements,
    r.ledger,
    books,
    s.gateway,
    r.uow,
    s.ids,
    s.clock,
    s.calendar,
    notifier,
    s.logger,
  );

/** The books' use cases, wired from the ports and the shared helpers. */
export function ledgerUseCases(w: Wiring) {
  const { r, s, audit, notifier, books } = w;
  const writing: BookWriting = { ...r, books, ids: s.ids, clock: s.clock, calendar: s.calendar, audit };
  return {
    getMyBooks: new GetMyBooks(r.agreements, books),
    getLeaseBooks: new GetLeaseBooks(r.agreements, books),
    getStatement: new GetStatement(r.agreements, books),
    getBooksArrears: new GetBooksArrears(books, () => s.calendar.today()),
    getBooksCollection: new GetBooksCollection(books, s.calendar),
    recordLedgerPayment: new RecordLedgerPayment(writing, notifier),
    addLedgerCharge: new AddLedgerCharge(writing),
    voidLedgerEntry: new VoidLedgerEntry(writing),
    createBooksIntent: new CreateBooksIntent(r.agreements, books, s.gateway),
    recordBooksCardPayment: booksCardRecorder(w),
  };
}
