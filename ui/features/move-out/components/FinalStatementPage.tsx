import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { finalStatementFileName, type DeductionBody, type SettleBody } from '@contract/move-out';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { PrintToolbar } from '@/components/ui/PrintToolbar.tsx';
import { DownloadPdfButton } from '@/components/ui/DownloadPdfButton.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { fieldErrorsOf, HttpError } from '@/lib/api-client.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import {
  finalStatementPdfPath,
  useAddDeduction,
  useFinalStatement,
  useRemoveDeduction,
  useSettleStatement,
} from '../api/final-statements.ts';
import { DeductionForm, type DeductionErrors } from './DeductionForm.tsx';
import { FinalStatementSummary, METHOD_WORDS } from './FinalStatementSummary.tsx';
import { SettleDialog, type SettleErrors } from './SettleDialog.tsx';

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** An ended lease's final statement for an admin: add and remove deductions while a draft, then settle it once. */
export default function FinalStatementPage() {
  const t = useT();
  const format = useFormat();
  const leaseId = useParams().leaseId ?? '';
  const statement = useFinalStatement(leaseId);
  const add = useAddDeduction(leaseId);
  const remove = useRemoveDeduction(leaseId);
  const settle = useSettleStatement(leaseId);
  const [settling, setSettling] = useState(false);
  const back = (
    <Link to="/dashboard/final-statements" className="font-medium text-blue-700 underline">
      {t('moveOut.back')}
    </Link>
  );

  if (statement.isPending)
    return (
      <DashboardPage title={t('moveOut.titlePlain')} wide>
        <StatusText>{t('moveOut.loading')}</StatusText>
      </DashboardPage>
    );
  if (statement.isError)
    return (
      <DashboardPage title={t('moveOut.titlePlain')} wide>
        {back}
        <ErrorBanner>
          {statement.error instanceof HttpError && statement.error.status === 404
            ? t('moveOut.none')
            : t('moveOut.loadFailed')}
        </ErrorBanner>
      </DashboardPage>
    );
  const s = statement.data;

  const onDeduction = async (input: DeductionBody): Promise<true | DeductionErrors> => {
    try {
      await add.mutateAsync(input);
      toast.success(t('moveOut.deduction.added', { amount: format.amount(input.amount) }));
      return true;
    } catch (error) {
      const fields = fieldErrorsOf<keyof DeductionErrors>(error);
      if (Object.keys(fields).length > 0) return fields;
      return { form: errorText(error, t('moveOut.deduction.failed')) };
    }
  };

  const onRemove = async (deductionId: string) => {
    try {
      await remove.mutateAsync(deductionId);
      toast.success(t('moveOut.deduction.removed'));
    } catch (error) {
      toast.error(errorText(error, t('moveOut.deduction.failed')));
    }
  };

  const onSettle = async (body: SettleBody): Promise<true | SettleErrors> => {
    try {
      const done = await settle.mutateAsync(body);
      const o = done.outcome!;
      toast.success(
        o.kind === 'refund'
          ? t('moveOut.settle.done.refund', { amount: format.amount(o.amount), method: t(METHOD_WORDS[o.method!]) })
          : t('moveOut.settle.done.owed', { amount: format.amount(o.amount) }),
      );
      setSettling(false);
      return true;
    } catch (error) {
      const fields = fieldErrorsOf<keyof SettleErrors>(error);
      if (Object.keys(fields).length > 0) return fields;
      return { form: errorText(error, t('moveOut.settle.failed')) };
    }
  };

  const draft = s.state === 'draft';
  return (
    <DashboardPage title={t('moveOut.title', { name: s.memberName })} wide>
      <PrintToolbar
        back={back}
        label={t('moveOut.print')}
        page="14mm 12mm"
        actions={
          <DownloadPdfButton path={finalStatementPdfPath(s.leaseId)} fileName={finalStatementFileName(s.number)} />
        }
      />
      <FinalStatementSummary
        statement={s}
        {...(draft ? { onRemove: (id: string) => void onRemove(id) } : {})}
        removing={remove.isPending ? (remove.variables ?? null) : null}
      />
      {draft && (
        <>
          <DeductionForm
            busy={add.isPending}
            depositHeld={s.depositHeld}
            deductionsTotal={s.deductionsTotal}
            onSubmit={onDeduction}
          />
          <div className="print:hidden">
            <Button className="min-h-11" onClick={() => setSettling(true)}>
              {t('moveOut.settle.open')}
            </Button>
          </div>
          {settling && (
            <SettleDialog
              open
              statement={s}
              busy={settle.isPending}
              onSettle={onSettle}
              onCancel={() => setSettling(false)}
            />
          )}
        </>
      )}
      <Link
        to={`/dashboard/books/${encodeURIComponent(s.leaseId)}`}
        className="font-medium text-blue-700 underline print:hidden"
      >
        {t('moveOut.booksLink')}
      </Link>
    </DashboardPage>
  );
}
