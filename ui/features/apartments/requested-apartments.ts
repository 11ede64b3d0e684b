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
  const add = useCallback(
    (id: string) => {
      if (!uid) return;
      const all = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string[]>;
      all[uid] = [...new Set([...(all[uid] ?? []), id])];
      sessionStorage.setItem(KEY, JSON.stringify(all));
      setVersion((v) => v + 1);
    },
    [uid],
  );
  return { has: (id: string) => ids.includes(id), add };
}
