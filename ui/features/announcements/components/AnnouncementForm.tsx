import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import type { AnnouncementInput } from '../api/announcements.ts';

interface Props {
  busy: boolean;
  /** The outcome of the last post: shown under the button. */
  result: { ok: boolean; text: string } | null;
  /** Resolves true when the post succeeded, so the form can clear itself. */
  onSubmit: (input: AnnouncementInput) => Promise<boolean>;
}

export function AnnouncementForm({ busy, result, onSubmit }: Props) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit({ title: title.trim(), description: description.trim() })) {
      setTitle('');
      setDescription('');
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <TextField
        label="Title"
        name="title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        disabled={busy}
      />
      <TextArea
        label="Description"
        name="description"
        required
        rows={5}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        disabled={busy}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Posting...' : 'Post Announcement'}
      </Button>
      {result && <ResultMessage ok={result.ok}>{result.text}</ResultMessage>}
    </form>
  );
}
