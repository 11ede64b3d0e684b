import { useId } from 'react';
import { useModalDialog } from '@/components/ui/useModalDialog.ts';
import { Link } from 'react-router-dom';
import type { AgreementDto } from '@contract/agreements';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TenantDetailsList } from '@/components/TenantDetailsList.tsx';
import { useTenantDetails } from '@/lib/api/tenant-details.ts';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  /** The request whose details are shown; none: the dialog is closed. */
  agreement: AgreementDto | null;
  onClose: () => void;
}

/**
 * A request's tenant details for the admin, asked for when the dialog opens (they are never in the list), with the
 * way to the printable tenant-information sheet. The native <dialog>: focus stays inside, Escape closes it, and focus
 * goes back to the Details button.
 */
export function TenantDetailsDialog({ agreement, onClose }: Props) {
  const titleId = useId();
  const t = useT();
  const open = agreement !== null;
  const modal = useModalDialog(open, onClose);
  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-2xl bg-white p-5 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {agreement ? t('tenant.detailsOf', { name: agreement.userName }) : t('tenant.detailsTitle')}
      </h2>
      <div className="mt-4">{agreement && <Details agreement={agreement} />}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {agreement ? (
          <Link
            to={`/dashboard/agreement-requests/${encodeURIComponent(agreement._id)}/tenant-sheet`}
            className="rounded-md text-sm font-semibold text-sky-800 underline underline-offset-4"
          >
            {t('tenant.sheetLink')}
          </Link>
        ) : (
          <span />
        )}
        <Button variant="secondary" onClick={onClose} autoFocus className="min-h-11">
          {t('tenant.close')}
        </Button>
      </div>
    </dialog>
  );
}

function Details({ agreement }: { agreement: AgreementDto }) {
  const t = useT();
  const details = useTenantDetails(agreement._id);
  if (details.isPending) return <StatusText>{t('tenant.loading')}</StatusText>;
  if (details.isError) return <ErrorBanner>{t('tenant.loadFailed')}</ErrorBanner>;
  return <TenantDetailsList details={details.data.details} />;
}
