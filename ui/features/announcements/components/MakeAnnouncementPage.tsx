import { useState } from 'react';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { usePostAnnouncement, type AnnouncementInput } from '../api/announcements.ts';
import { AnnouncementForm } from './AnnouncementForm.tsx';

export default function MakeAnnouncementPage() {
  const post = usePostAnnouncement();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const onSubmit = async (input: AnnouncementInput) => {
    setResult(null);
    try {
      await post.mutateAsync(input);
      setResult({ ok: true, text: 'Announcement posted successfully' });
      return true;
    } catch (error) {
      console.error('Failed to post announcement', error);
      setResult({ ok: false, text: 'Failed to post announcement.' });
      return false;
    }
  };
  return (
    <DashboardPage title="Make Announcement">
      <AnnouncementForm busy={post.isPending} result={result} onSubmit={onSubmit} />
    </DashboardPage>
  );
}
