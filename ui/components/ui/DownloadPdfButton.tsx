import { useState } from 'react';
import { Button } from './Button.tsx';
import { ResultMessage } from './ResultMessage.tsx';
import { downloadPdf } from '@/lib/csv-download.ts';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  /** The API path that answers the PDF (sent with the signed-in user's token, which a plain link could not send). */
  path: string;
  /** The name the file is saved as. */
  fileName: string;
}

/** A document's "Download PDF" button, with its progress and, when the download failed, the reason under it. */
export function DownloadPdfButton({ path, fileName }: Props) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadPdf(path, fileName);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common.pdfFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <Button variant="secondary" className="min-h-11 whitespace-nowrap" disabled={pending} onClick={download}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3v12m0 0l-4-4m4 4l4-4M4 17v3h16v-3" />
        </svg>
        {pending ? t('common.preparingPdf') : t('common.downloadPdf')}
      </Button>
      {error && <ResultMessage ok={false}>{error}</ResultMessage>}
    </div>
  );
}
