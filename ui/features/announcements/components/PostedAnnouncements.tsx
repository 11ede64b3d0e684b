import type { AnnouncementDto } from '@contract';
import { Button } from '@/components/ui/Button.tsx';
import type { AnnouncementInput } from '../api/announcements.ts';
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
  if (announcements.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        Nothing posted yet: what you post above appears here and on every resident&apos;s Announcements page.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {announcements.map((a) => (
        <li key={a._id}>
          {editing === a._id ? (
            <section aria-label={`Edit "${a.title}"`} className="flex flex-col gap-2">
              <h3 className="text-base font-semibold break-words text-slate-900">{`Editing "${a.title}"`}</h3>
              <AnnouncementForm
                initial={{ title: a.title, description: a.description }}
                action={{ label: 'Save changes', busyLabel: 'Saving...' }}
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
                <Button variant="secondary" onClick={() => onEdit(a)} aria-label={`Edit "${a.title}"`}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onDelete(a)}
                  aria-label={`Delete "${a.title}"`}
                  className="text-red-800!"
                >
                  Delete
                </Button>
              </div>
            </article>
          )}
        </li>
      ))}
    </ul>
  );
}
