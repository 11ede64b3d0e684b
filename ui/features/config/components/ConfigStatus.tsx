import { Button } from '@/components/ui/Button.tsx';

interface Props {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** What shows before the app knows its configuration: a quiet loader, or a way out when the server is down. */
export function ConfigStatus({ failed, retrying, onRetry }: Props) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <img src="/images/logo.svg" alt="" className="h-14 w-14" />
      {failed ? (
        <>
          <p role="alert" className="text-lg font-medium">
            We could not reach the server. Please check your connection.
          </p>
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? 'Trying again...' : 'Try again'}
          </Button>
        </>
      ) : (
        <p role="status">Loading...</p>
      )}
    </main>
  );
}
