import { delay, http, HttpResponse } from 'msw';
import { booksArrearsSchema, booksCollectionSchema } from '@contract/ledger';
import { json } from '@/lib/mocks/json.ts';
import { arrearsOf, collectionOf } from './answers.ts';
import { leaseBooks, refusal } from './lease-handlers.ts';
import { type MockLedger, sampleLedgers } from './ledgers.ts';

/**
 * The books' screens as the server answers them, for stories and tests: the list of who owes, the twelve months
 * billed and collected, and their CSV files. The samples are in `ledgers.ts`, the answers worked out from them in
 * `answers.ts`, and one lease's books, statements and writes in `lease-handlers.ts`.
 */
/** The list of who owes, from these ledgers. */
export const booksList = (ledgers: readonly MockLedger[] = sampleLedgers()) =>
  http.get('/api/admin/books', () => json(booksArrearsSchema, arrearsOf(ledgers)));

/** Every sample lease's books, and the list of who owes. */
export const allBooks = (ledgers: readonly MockLedger[] = sampleLedgers()) => [
  booksList(ledgers),
  ...ledgers.flatMap(leaseBooks),
];

export const booksPending = (path = '/api/admin/books') =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const booksFailing = (path = '/api/admin/books') =>
  http.get(path, () => refusal(500, 'Something went wrong on our side', 'STORY.FAILURE'));

/** Billed and collected over the last twelve months of these ledgers. */
export const booksCollection = (ledgers: readonly MockLedger[] = sampleLedgers()) =>
  http.get('/api/admin/books/collection', () => json(booksCollectionSchema, collectionOf(ledgers)));

/** The books' CSV files: the arrears by age and the twelve months, as the server names them. */
export const booksCsv = () => [
  http.get(
    '/api/admin/books/csv',
    () =>
      new HttpResponse('\uFEFFBooks as of,2026-11-28\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  ),
  http.get(
    '/api/admin/books/collection/csv',
    () =>
      new HttpResponse('\uFEFFFrom,December 2025,To,November 2026\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  ),
];

/** A CSV download the server fails. */
export const booksCsvFailing = (path: '/api/admin/books/csv' | '/api/admin/books/collection/csv') =>
  http.get(path, () => refusal(500, 'Something went wrong on our side', 'STORY.FAILURE'));
