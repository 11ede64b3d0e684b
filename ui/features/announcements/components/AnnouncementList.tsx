import type { AnnouncementDto } from '@contract/announcements';
import { useT } from '@/lib/i18n/intl.tsx';
import { AnnouncementDates } from './AnnouncementDates.tsx';

/** Newest first, as the server sends them; each a titled card with its posting date. */
export function AnnouncementList({ announcements }: { announcements: AnnouncementDto[] }) {
  const t = useT();
  if (announcements.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {t('announcements.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {announcements.map((a) => (
        <li key={a._id}>
          <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold break-words text-slate-900">{a.title}</h2>
            <p className="mt-2 break-words whitespace-pre-line text-slate-700">{a.description}</p>
            <AnnouncementDates announcement={a} />
          </article>
        </li>
      ))}
    </ul>
  );
}
