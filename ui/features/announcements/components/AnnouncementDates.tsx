import type { ReactNode } from 'react';
import type { AnnouncementDto } from '@contract/announcements';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/** "Posted 12 Nov 2026", and when it was edited since. */
export function AnnouncementDates({ announcement: a }: { announcement: AnnouncementDto }) {
  const t = useT();
  const format = useFormat();
  const at = (iso: string) => (chunks: ReactNode[]) => <time dateTime={iso}>{chunks}</time>;
  const { editedAt } = a;
  return (
    <p className="mt-3 text-sm text-slate-600">
      {t('announcements.posted', { date: format.date(a.createdAt), time: at(a.createdAt) })}
      {editedAt && t('announcements.edited', { date: format.date(editedAt), time: at(editedAt) })}
    </p>
  );
}
