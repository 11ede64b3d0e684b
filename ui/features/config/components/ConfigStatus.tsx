import { Button } from '@/components/ui/Button.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** What shows before the app knows its configuration: a quiet loader, or a way out when the server is down. */
export function ConfigStatus({ failed, retrying, onRetry }: Props) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <img src="/images/logo.svg" alt="" className="h-14 w-14" />
      {failed ? (
        <>
          <p role="alert" className="text-lg font-medium">
            {t('common.config.unreachable')}
          </p>
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? t('common.config.retrying') : t('common.config.retry')}
          </Button>
        </>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </main>
  );
}
