import type { AnnouncementDto } from '@contract/announcements';
import { Button } from '@/components/ui/Button.tsx';
import type { AnnouncementInput } from '../api/announcements.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { AnnouncementDates } from './AnnouncementDates.tsx';
import { AnnouncementForm, type AnnouncementErrors } from './AnnouncementForm.tsx';

interface Props {
  announcements: AnnouncementDto[];
  /** The one being rewritten, if any: it shows as a form in its place. */
  editing: string | null;
  saving: boolean;
  onEdit: (announcement: AnnouncementDto | null) => void;
  onSave: (announcement: AnnouncementDto, input: AnnouncementInput) => Promise<true | AnnouncementErrors>;
  onDelete: (announcement: AnnouncementDto) => void;
}

/** What residents read, newest first, each with Edit and Delete for the admin. */
export function PostedAnnouncements({ announcements, editing, saving, onEdit, onSave, onDelete }: Props) {
  const t = useT();
  if (announcements.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {t('announcements.nothingPosted')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {announcements.map((a) => (
        <li key={a._id}>
          {editing === a._id ? (
            <section aria-label={t('announcements.editNamed', { title: a.title })} className="flex flex-col gap-2">
              <h3 className="text-base font-semibold break-words text-slate-900">
                {t('announcements.editing', { title: a.title })}
              </h3>
              <AnnouncementForm
                initial={{ title: a.title, description: a.description }}
                action={{ label: t('announcements.save'), busyLabel: t('announcements.saving') }}
                busy={saving}
                onSubmit={(input) => onSave(a, input)}
                onCancel={() => onEdit(null)}
              />
            </section>
          ) : (
            <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold break-words text-slate-900">{a.title}</h3>
              <p className="mt-2 break-words whitespace-pre-line text-slate-700">{a.description}</p>
              <AnnouncementDates announcement={a} />
              <div className="mt-4 flex flex-wrap gap-3">
                <Button
                  variant="secondary"
                  onClick={() => onEdit(a)}
                  aria-label={t('announcements.editNamed', { title: a.title })}
                >
                  {t('announcements.edit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onDelete(a)}
                  aria-label={t('announcements.deleteNamed', { title: a.title })}
                  className="text-red-800!"
                >
                  {t('announcements.delete')}
                </Button>
              </div>
            </article>
          )}
        </li>
      ))}
    </ul>
  );
}
