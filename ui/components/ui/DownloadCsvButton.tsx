import { Button } from './Button.tsx';
import { ResultMessage } from './ResultMessage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  onClick: () => void;
  disabled?: boolean;
  /** The file is being fetched. */
  pending: boolean;
  /** Why the last download failed, shown under the button. */
  error?: string | null;
}

/** A report's "Download CSV" button, with its progress and, when the download failed, the reason. */
export function DownloadCsvButton({ onClick, disabled = false, pending, error = null }: Props) {
  const t = useT();
  return (
    <div className="flex shrink-0 flex-col gap-2 sm:max-w-xs sm:items-end">
      <Button variant="secondary" className="whitespace-nowrap" disabled={disabled || pending} onClick={onClick}>
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
        {pending ? t('common.preparingCsv') : t('common.downloadCsv')}
      </Button>
      {error && <ResultMessage ok={false}>{error}</ResultMessage>}
    </div>
  );
}
