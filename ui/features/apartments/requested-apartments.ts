import { useCallback, useState } from 'react';

const KEY = 'lakeview.requested-apartments';

function read(uid: string): string[] {
  try {
    const all = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string[]>;
    return Array.isArray(all[uid]) ? all[uid] : [];
  } catch {
    return [];
  }
}

/**
 * Which apartments this user asked for in this browser session ('Request Sent' is tracked for the current
 * session only). Kept per user so a second account in the same tab starts clean.
 */
export function useRequestedApartments(uid: string | null) {
  const [, setVersion] = useState(0);
  const ids = uid ? read(uid) : [];
  /**
   * Records a request by `owner`, the person who sent it. The caller names them: a request sent while the page was
   * still learning who is signed in answers after the page has learnt it, so the `uid` this page rendered with then
   * may already be out of date.
   */
  const add = useCallback((id: string, owner: string | null) => {
    if (!owner) return;
    const all = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string[]>;
    all[owner] = [...new Set([...(all[owner] ?? []), id])];
    sessionStorage.setItem(KEY, JSON.stringify(all));
    setVersion((v) => v + 1);
  }, []);
  return { has: (id: string) => ids.includes(id), add };
}
