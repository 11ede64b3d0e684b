import { useEffect, useState } from 'react';
import { errorFrom, request } from './api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export type ProtectedImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed'; message: string };

/**
 * A picture only its owner may see: an <img src> cannot send the bearer token, so the bytes are fetched with it and
 * shown through an object URL, which is let go when the picture leaves the screen (or its URL changes).
 */
export function useProtectedImage(url: string): ProtectedImage {
  const [image, setImage] = useState<ProtectedImage>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setImage({ status: 'loading' });
    (async () => {
      const res = await request(url, { accept: 'image/*', signal: abort.signal });
      if (!res.ok) throw await errorFrom(res, translateNow('common.pictureFailed'));
      const blob = await res.blob();
      if (abort.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setImage({ status: 'ready', src: objectUrl });
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      setImage({
        status: 'failed',
        message: error instanceof Error ? error.message : translateNow('common.pictureFailed'),
      });
    });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return image;
}
