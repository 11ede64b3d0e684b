import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ChargeLeaseDto, RecurringChargeDto } from '@contract/charges';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import {
  useAddRecurringCharge,
  useEndRecurringCharge,
  useImportBills,
  useRecurringCharges,
  type RecurringChargeInput,
} from '../api/charges.ts';
import { BillsImport } from './BillsImport.tsx';
import { EndChargeDialog } from './EndChargeDialog.tsx';
import { KIND_WORDS } from './charge-words.ts';
import { RecurringChargeForm, type RecurringErrors } from './RecurringChargeForm.tsx';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * The admin's charges: the recurring charges with their months and whom they bill (each may be ended), the form that
 * adds one, and the spreadsheet of utility bills that loads a month's bills onto the books.
 */
export default function ChargesPage() {
  const t = useT();
  const format = useFormat();
  const list = useRecurringCharges();
  const add = useAddRecurringCharge();
  const end = useEndRecurringCharge();
  const importer = useImportBills();
  const [ending, setEnding] = useState<RecurringChargeDto | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  const onAdd = async (input: RecurringChargeInput): Promise<true | RecurringErrors> => {
    try {
      const added = await add.mutateAsync(input);
      toast.success(
        t('charges.added', {
          name: added.name,
          amount: `৳${format.amount(added.amount)}`,
          from: format.month(added.fromMonth),
        }),
      );
      return true;
    } catch (error) {
      const { leaseIds, ...fields } = fieldErrorsOf<keyof RecurringErrors | 'leaseIds'>(error);
      const named = { ...fields, ...(leaseIds ? { leases: leaseIds } : {}) };
      return Object.keys(named).length > 0 ? named : { form: messageOf(error, t('charges.addFailed')) };
    }
  };

  const onEnd = async (untilMonth: string): Promise<true | string> => {
    if (!ending) return true;
    try {
      const ended = await end.mutateAsync({ id: ending.id, untilMonth });
      toast.success(t('charges.ended', { name: ended.name, month: format.month(ended.untilMonth!) }));
      setEnding(null);
      return true;
    } catch (error) {
      return fieldErrorsOf<'untilMonth'>(error).untilMonth ?? messageOf(error, t('charges.endFailed'));
    }
  };

  const onImport = async (file: File) => {
    setImportError(null);
    try {
      const { imported } = await importer.mutateAsync(file);
      toast.success(t('charges.imported', { count: imported }));
      return true;
    } catch (error) {
      setImportError(messageOf(error, t('charges.importFailed')));
      return false;
    }
  };

  return (
    <DashboardPage title={t('charges.title')}>
      <section aria-labelledby="recurring-title" className="flex flex-col gap-3">
        <h2 id="recurring-title" className="text-xl font-semibold text-slate-900">
          {t('charges.recurringTitle')}
        </h2>
        {list.isPending ? (
          <StatusText>{t('charges.loading')}</StatusText>
        ) : list.isError ? (
          <ErrorBanner>{t('charges.loadFailed')}</ErrorBanner>
        ) : (
          <RecurringTable charges={list.data.charges} leases={list.data.leases} onEnd={setEnding} />
        )}
      </section>
      <div className="mt-8 grid grid-cols-1 gap-8">
        {list.data && (
          <RecurringChargeForm
            leases={list.data.leases}
            currentMonth={list.data.currentMonth}
            busy={add.isPending}
            onSubmit={onAdd}
          />
        )}
        <BillsImport
          busy={importer.isPending}
          error={importError}
          onSubmit={onImport}
          onPick={() => setImportError(null)}
        />
      </div>
      {list.data && (
        <EndChargeDialog
          charge={ending}
          currentMonth={list.data.currentMonth}
          busy={end.isPending}
          onConfirm={onEnd}
          onCancel={() => setEnding(null)}
        />
      )}
    </DashboardPage>
  );
}

function RecurringTable({
  charges,
  leases,
  onEnd,
}: {
  charges: RecurringChargeDto[];
  leases: readonly ChargeLeaseDto[];
  onEnd: (charge: RecurringChargeDto) => void;
}) {
  const t = useT();
  const format = useFormat();
  const billedTo = (c: RecurringChargeDto) =>
    c.leaseIds === 'all'
      ? t('charges.everyLease')
      : c.leaseIds.length <= 2
        ? c.leaseIds.map((id) => leases.find((l) => l.id === id)?.flat ?? id).join(', ')
        : t('charges.someLeases', { count: c.leaseIds.length });
  return (
    <DataTable
      caption={t('charges.recurringTitle')}
      rows={charges}
      rowKey={(c) => c.id}
      empty={t('charges.empty')}
      columns={[
        {
          header: t('charges.col.name'),
          wrap: true,
          cell: (c) => (
            <>
              <span className="font-medium text-slate-900">{c.name}</span>{' '}
              <span className="text-slate-600">({t(KIND_WORDS[c.kind])})</span>
            </>
          ),
        },
        { header: t('charges.col.amount'), numeric: true, cell: (c) => `৳${format.amount(c.amount)}` },
        {
          header: t('charges.col.months'),
          cell: (c) =>
            c.untilMonth
              ? t('charges.monthsClosed', { from: format.month(c.fromMonth), until: format.month(c.untilMonth) })
              : t('charges.monthsOpen', { from: format.month(c.fromMonth) }),
        },
        { header: t('charges.col.leases'), wrap: true, cell: billedTo },
        {
          header: t('charges.col.actions'),
          cell: (c) => (
            <Button
              variant="secondary"
              className="min-h-11"
              aria-label={t('charges.endName', { name: c.name })}
              onClick={() => onEnd(c)}
            >
              {t('charges.end')}
            </Button>
          ),
        },
      ]}
    />
  );
}
