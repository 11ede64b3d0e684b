import { useState } from 'react';
import { after, fieldError } from '../api/maintenance.ts';

interface Options {
  /** What an empty comment is told, before anything is sent. */
  readonly emptyRule: string;
  /** The form's own refusal, for a failure that names no field. */
  readonly refusal: (error: unknown) => string;
  /** Once the comment was taken: the text is already cleared. */
  readonly sent: () => void;
}

/**
 * A comment being written on a request, by a resident or an admin: its text, the field's error (empty, or the
 * server's word on it), the form's refusal, and sending it trimmed; the text is kept until the server took it.
 */
export function useCommentDraft<I>(
  mutation: { mutateAsync: (input: I) => Promise<unknown>; isPending: boolean },
  { emptyRule, refusal, sent }: Options,
) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const send = (input: (text: string) => I) => {
    setError(undefined);
    setFormError(undefined);
    if (text.trim() === '') return setError(emptyRule);
    void after(mutation, input(text.trim()), {
      onSuccess: () => {
        setText('');
        sent();
      },
      onError: (e) => {
        const field = fieldError(e);
        if (field) setError(field);
        else setFormError(refusal(e));
      },
    });
  };
  return { text, setText, error, formError, send, busy: mutation.isPending };
}
