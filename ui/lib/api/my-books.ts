import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksSchema, type BooksDto } from '@contract/ledger';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { errorFrom, noRetryOnClientError, readJson, request } from '../api-client.ts';
import { translateNow } from '../i18n/intl.tsx';

/**
 * GET /api/ledger/mine: the caller's books (their running lease's, or a former resident's last lease's), or null when
 * they never had a lease (404). My Account and My Profile's balance tile both read it.
 */
export async function fetchMyBooks(): Promise<BooksDto | null> {
  const res = await request('/api/ledger/mine');
  if (res.status === 404) return null;
  if (!res.ok) throw await errorFrom(res, translateNow('common.requestFailed', { status: res.status }));
  return readJson(res, booksSchema);
}

// Under ['payments']: a recorded payment refreshes the rent account, the history and the books together.
export const myBooksQuery = (uid: string) =>
  queryOptions({
    queryKey: ['payments', 'books', uid],
    queryFn: fetchMyBooks,
    retry: noRetryOnClientError,
  });

/** Only members and former residents have books: the route refuses anyone else, so the query waits for `enabled`. */
export function useMyBooks(enabled = true) {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...myBooksQuery(user?.uid ?? ''), enabled: enabled && user !== null });
}
