import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AnnouncementDto } from '@contract/announcements';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import {
  announcementFieldErrors,
  useAnnouncements,
  useDeleteAnnouncement,
  useEditAnnouncement,
  usePostAnnouncement,
  type AnnouncementInput,
} from '../api/announcements.ts';
import { AnnouncementForm, type AnnouncementErrors } from './AnnouncementForm.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { PostedAnnouncements } from './PostedAnnouncements.tsx';

/** A refusal as the form shows it: the server's words beside each field it named, else `fallback` for the form. */
const errorsOf = (error: unknown, fallback: (message: string) => string): AnnouncementErrors => {
  const fields = announcementFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  return { form: fallback(error instanceof Error ? error.message : '') };
};

export default function MakeAnnouncementPage() {
  const post = usePostAnnouncement();
  const edit = useEditAnnouncement();
  const remove = useDeleteAnnouncement();
  const posted = useAnnouncements();
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementDto | null>(null);

  const onPost = async (input: AnnouncementInput) => {
    setDone(null);
    try {
      await post.mutateAsync(input);
      setDone(t('announcements.postedOk'));
      return true as const;
    } catch (error) {
      return errorsOf(error, () => t('announcements.postFailed'));
    }
  };

  const onSave = async (announcement: AnnouncementDto, input: AnnouncementInput) => {
    try {
      await edit.mutateAsync({ ...input, id: announcement._id, version: announcement.version });
      setEditing(null);
      toast.success(t('announcements.updated', { title: input.title }));
      return true as const;
    } catch (error) {
      // Another admin's change or deletion is said in words, with what to do: the list behind is read again.
      return errorsOf(error, (message) => message || t('announcements.saveFailed'));
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting._id, version: deleting.version });
      toast.success(t('announcements.deleted', { title: deleting.title }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('announcements.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <DashboardPage title={t('announcements.makeTitle')}>
      <AnnouncementForm
        action={{ label: t('announcements.post'), busyLabel: t('announcements.posting') }}
        busy={post.isPending}
        done={done}
        onSubmit={onPost}
      />
      <section aria-labelledby="posted-heading" className="mt-10 flex flex-col gap-4">
        <h2 id="posted-heading" className="text-xl font-semibold text-slate-900">
          {t('announcements.postedHeading')}
        </h2>
        {posted.isPending ? (
          <StatusText>{t('announcements.loading')}</StatusText>
        ) : posted.isError ? (
          <ErrorBanner>{t('announcements.failed')}</ErrorBanner>
        ) : (
          <PostedAnnouncements
            announcements={posted.data}
            editing={editing}
            saving={edit.isPending}
            onEdit={(a) => setEditing(a?._id ?? null)}
            onSave={onSave}
            onDelete={setDeleting}
          />
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('announcements.deleteTitle')}
        message={deleting ? t('announcements.deleteMessage', { title: deleting.title }) : ''}
        confirmLabel={t('announcements.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}
