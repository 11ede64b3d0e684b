import type { AutopayRowDto } from '@contract/autopay';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useAutopayList } from '@/lib/api/autopay.ts';

/** The admin's list of members with autopay on, on the members screen. */
export function AutopayList() {
  const t = useT();
  const list = useAutopayList();
  return (
    <section aria-labelledby="autopay-list" className="flex flex-col gap-3">
      <h2 id="autopay-list" className="text-xl font-semibold text-slate-900">
        {t('autopay.admin.title')}
      </h2>
      {list.isPending ? (
        <StatusText>{t('autopay.loading')}</StatusText>
      ) : list.isError ? (
        <ErrorBanner>{t('autopay.admin.loadFailed')}</ErrorBanner>
      ) : (
        <AutopayTable rows={list.data} />
      )}
    </section>
  );
}

export function AutopayTable({ rows }: { rows: AutopayRowDto[] }) {
  const t = useT();
  const format = useFormat();
  const columns: Column<AutopayRowDto>[] = [
    {
      header: t('autopay.admin.member'),
      cell: (r) => (
        <span className="flex flex-col items-end sm:items-start">
          <span className="font-medium text-slate-900">{r.name}</span>
          {r.name !== r.userEmail && <span className="text-sm break-all text-slate-600">{r.userEmail}</span>}
        </span>
      ),
      wrap: true,
    },
    { header: t('autopay.admin.flat'), cell: (r) => r.flat ?? '—' },
    { header: t('autopay.admin.cap'), cell: (r) => <Taka amount={r.cap} />, numeric: true },
    {
      header: t('autopay.admin.card'),
      cell: (r) => (r.card ? `${r.card.brand.toUpperCase()} •••• ${r.card.last4}` : ''),
    },
    { header: t('autopay.admin.skips'), cell: (r) => (r.skipMonth ? format.month(r.skipMonth) : '—') },
  ];
  return (
    <DataTable
      caption={t('autopay.admin.title')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.userEmail}
      empty={t('autopay.admin.none')}
    />
  );
}
