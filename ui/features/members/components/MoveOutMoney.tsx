import { Button } from '@/components/ui/Button.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useMoveOutPreview } from '../api/members.ts';

/** The money a removal settles, read before the admin confirms: the balance on the books and the deposit held. */
export function MoveOutMoney({ email }: { email: string }) {
  const t = useT();
  const preview = useMoveOutPreview(email);
  if (preview.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t('moveOut.preview.loading')}
      </p>
    );
  if (preview.isError)
    return (
      <div
        role="alert"
        className="flex flex-col gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900"
      >
        <p>{t('moveOut.preview.failed')}</p>
        <Button variant="secondary" className="min-h-11 w-fit" onClick={() => void preview.refetch()}>
          {t('moveOut.preview.retry')}
        </Button>
      </div>
    );
  const { owed, depositHeld } = preview.data;
  return (
    <div className="flex flex-col gap-2">
      <dl className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-2">
        <div className="flex justify-between gap-4 py-1">
          <dt>{owed >= 0 ? t('moveOut.preview.owed') : t('moveOut.preview.credit')}</dt>
          <dd className="font-semibold tabular-nums">
            <Taka amount={Math.abs(owed)} />
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-1">
          <dt>{t('moveOut.preview.deposit')}</dt>
          <dd className="font-semibold tabular-nums">
            <Taka amount={depositHeld} />
          </dd>
        </div>
      </dl>
      {preview.data.leaseId && <p className="text-sm text-slate-600">{t('moveOut.preview.next')}</p>}
    </div>
  );
}
