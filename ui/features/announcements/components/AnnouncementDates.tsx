import type { AnnouncementDto } from '@contract';
import { formatDate } from '@/lib/format.ts';

/** "Posted 12 Nov 2026", and when it was edited since. */
export function AnnouncementDates({ announcement: a }: { announcement: AnnouncementDto }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      Posted <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
      {a.editedAt && (
        <>
          {' · edited '}
          <time dateTime={a.editedAt}>{formatDate(a.editedAt)}</time>
        </>
      )}
    </p>
  );
}
