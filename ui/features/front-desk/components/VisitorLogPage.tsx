import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { addDays } from '@domain/front-desk/visitors.ts';
import { dayIn } from '@domain/shared/month.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useDashboardRole } from '@/lib/auth/role.ts';
import { useBuildingTimeZone } from '@/lib/config/config-context.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useSaveVisitorSettings, useVisitorLog, useVisitorSettings, type LogFilter } from '../api/front-desk.ts';
import { VisitItem } from './VisitItem.tsx';

/** The visitor log for the desk and the admins: a span of days and a flat; the admin also sets how long it is kept. */
export default function VisitorLogPage() {
  const t = useT();
  const today = dayIn(new Date(), useBuildingTimeZone());
  const [filter, setFilter] = useState<LogFilter>({ from: addDays(today, -6), to: today, flat: '' });
  const isAdmin = useDashboardRole() === 'admin';
  return (
    <DashboardPage title={t('frontDesk.log.title')}>
      <FilterForm filter={filter} onShow={setFilter} />
      <LogList filter={filter} />
      {isAdmin && <KeepingForm />}
    </DashboardPage>
  );
}

function FilterForm({ filter, onShow }: { filter: LogFilter; onShow: (filter: LogFilter) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(filter);
  const set = (field: keyof LogFilter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: e.target.value });
  return (
    <form
      noValidate
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onShow({ ...draft, flat: draft.flat.trim() });
      }}
    >
      <TextField label={t('frontDesk.log.from')} type="date" value={draft.from} onChange={set('from')} />
      <TextField label={t('frontDesk.log.to')} type="date" value={draft.to} onChange={set('to')} />
      <TextField
        label={t('frontDesk.log.flat')}
        autoComplete="off"
        maxLength={20}
        value={draft.flat}
        onChange={set('flat')}
      />
      <Button type="submit" className="min-h-11">
        {t('frontDesk.log.show')}
      </Button>
    </form>
  );
}

function LogList({ filter }: { filter: LogFilter }) {
  const t = useT();
  const log = useVisitorLog(filter);
  if (log.isPending) return <StatusText>{t('frontDesk.log.loading')}</StatusText>;
  if (log.isError) {
    const refused = Object.values(fieldErrorsOf(log.error));
    return <ErrorBanner>{refused.length > 0 ? refused.join('. ') : t('frontDesk.log.loadFailed')}</ErrorBanner>;
  }
  if (log.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {t('frontDesk.log.empty')}
      </p>
    );
  }
  return (
    <section className="grid gap-2">
      <p role="status" className="text-sm text-slate-700">
        {t('frontDesk.log.count', { count: log.data.length })}
      </p>
      <ul className="grid gap-3" aria-label={t('frontDesk.log.listLabel')}>
        {log.data.map((visit) => (
          <VisitItem key={visit.id} visit={visit} showDay />
        ))}
      </ul>
    </section>
  );
}

function KeepingForm() {
  const t = useT();
  const settings = useVisitorSettings(true);
  const save = useSaveVisitorSettings();
  const id = useId();
  const [days, setDays] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (settings.isPending) return <StatusText>{t('frontDesk.log.loading')}</StatusText>;
  if (settings.isError) return <ErrorBanner>{t('frontDesk.log.loadFailed')}</ErrorBanner>;
  const shown = days ?? String(settings.data.retentionDays);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ retentionDays: Number(shown), version: settings.data.version });
      setDays(null);
      toast.success(t('frontDesk.log.saved', { days: saved.retentionDays }));
    } catch (e) {
      setError(
        fieldErrorsOf<'retentionDays'>(e).retentionDays ??
          (e instanceof Error ? e.message : t('frontDesk.log.saveFailed')),
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('frontDesk.log.keepTitle')}</h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={`${id}-days`}
          label={t('frontDesk.log.keepDays')}
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          error={error}
          onChange={(e) => setDays(e.target.value)}
          className="sm:w-64"
        />
        <Button type="submit" disabled={save.isPending} className="min-h-11 sm:mt-7">
          {save.isPending ? t('frontDesk.log.saving') : t('frontDesk.log.save')}
        </Button>
      </div>
      <p className="text-sm text-slate-700">{t('frontDesk.log.keepHint')}</p>
    </form>
  );
}
