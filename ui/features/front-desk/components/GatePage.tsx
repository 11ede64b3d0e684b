import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { VisitDto } from '@contract/front-desk';
import { matches, normalizeCode } from '@domain/front-desk/visitors.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { emptyOf, ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { DeskFlatSelect } from '@/components/DeskFlatSelect.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useArriveByCode, useLogWalkIn, useMarkVisit, useTodaysVisitors } from '../api/front-desk.ts';
import { VisitItem } from './VisitItem.tsx';

/** The guard's screen at the gate, phone first: let in by code, today's visitors with their buttons, walk-ins. */
export default function GatePage() {
  const t = useT();
  return (
    <DashboardPage title={t('frontDesk.gate.title')}>
      <ArriveByCode />
      <TodaysVisitors />
      <WalkInForm />
    </DashboardPage>
  );
}

function ArriveByCode() {
  const t = useT();
  const format = useFormat();
  const arrive = useArriveByCode();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (normalizeCode(code) === '') {
      setError(sayRule(RULE_WORDS.visitor.code, t, format.number));
      return;
    }
    try {
      const visit = await arrive.mutateAsync(code);
      toast.success(t('frontDesk.gate.arrived', { name: visit.visitorName, flat: visit.flat }));
      setCode('');
    } catch (e) {
      setError(e instanceof Error ? e.message : t('frontDesk.gate.actionFailed'));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('frontDesk.gate.codeTitle')}</h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={`${id}-code`}
          label={t('frontDesk.gate.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={9}
          required
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          className="sm:w-64"
        />
        <Button type="submit" disabled={arrive.isPending} className="min-h-11 sm:mt-7">
          {arrive.isPending ? t('frontDesk.gate.arriving') : t('frontDesk.gate.arriveByCode')}
        </Button>
      </div>
    </form>
  );
}

function TodaysVisitors() {
  const t = useT();
  const today = useTodaysVisitors();
  const [query, setQuery] = useState('');
  const shown = today.data?.filter((v) => matches(v, query)) ?? [];
  return (
    <section aria-labelledby="today-title" className="grid gap-3">
      <h2 id="today-title" className="text-lg font-semibold text-slate-900">
        {t('frontDesk.gate.todayTitle')}
      </h2>
      <TextField
        label={t('frontDesk.gate.search')}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {today.isPending ? (
        <StatusText>{t('frontDesk.gate.loading')}</StatusText>
      ) : today.isError ? (
        <ErrorBanner>{t('frontDesk.gate.loadFailed')}</ErrorBanner>
      ) : today.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('frontDesk.gate.empty')}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-slate-700">
          {t('frontDesk.gate.noMatch', { query })}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('frontDesk.gate.todayTitle')}>
          {shown.map((visit) => (
            <GateVisit key={visit.id} visit={visit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GateVisit({ visit }: { visit: VisitDto }) {
  const t = useT();
  const mark = useMarkVisit();
  const [error, setError] = useState<string | undefined>();
  const send = (action: 'arrive' | 'leave') => {
    setError(undefined);
    mark.mutate(
      { id: visit.id, action },
      {
        onSuccess: (v) =>
          toast.success(
            action === 'arrive'
              ? t('frontDesk.gate.arrived', { name: v.visitorName, flat: v.flat })
              : t('frontDesk.gate.left', { name: v.visitorName }),
          ),
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <VisitItem visit={visit}>
      {visit.status === 'expected' && (
        <Button
          className="min-h-11"
          disabled={mark.isPending}
          aria-label={t('frontDesk.gate.arriveLabel', { name: visit.visitorName })}
          onClick={() => send('arrive')}
        >
          {t('frontDesk.gate.arrive')}
        </Button>
      )}
      {visit.status === 'arrived' && (
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={mark.isPending}
          aria-label={t('frontDesk.gate.leaveLabel', { name: visit.visitorName })}
          onClick={() => send('leave')}
        >
          {t('frontDesk.gate.leave')}
        </Button>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </VisitItem>
  );
}

type WalkInField = 'apartmentId' | 'visitorName' | 'phone';

function WalkInForm() {
  const t = useT();
  const format = useFormat();
  const log = useLogWalkIn();
  const id = useId();
  const blank = { apartmentId: '', visitorName: '', phone: '' };
  const [values, setValues] = useState<Record<WalkInField, string>>(blank);
  const [errors, setErrors] = useState<Partial<Record<WalkInField | 'form', string>>>({});
  const fields = (['apartmentId', 'visitorName', 'phone'] as const).map((name) => ({ name, id: `${id}-${name}` }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: WalkInField) => sayRule(RULE_WORDS.visitor[field], t, format.number);
  const set = (field: WalkInField) => (e: { target: { value: string } }) =>
    setValues({ ...values, [field]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const empty = emptyOf(values, {
      apartmentId: rule('apartmentId'),
      visitorName: rule('visitorName'),
      phone: rule('phone'),
    });
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    try {
      const visit = await log.mutateAsync(values);
      summary.sent();
      toast.success(t('frontDesk.gate.walkInLogged', { name: visit.visitorName, flat: visit.flat }));
      setValues(blank);
    } catch (error) {
      const refused = fieldErrorsOf<WalkInField>(error);
      setErrors(
        Object.keys(refused).length > 0
          ? refused
          : { form: error instanceof Error ? error.message : t('frontDesk.gate.walkInFailed') },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('frontDesk.gate.walkInTitle')}</h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <DeskFlatSelect
        id={fields[0]!.id}
        value={values.apartmentId}
        error={errors.apartmentId}
        onChange={set('apartmentId')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={fields[1]!.id}
          label={t('frontDesk.mine.visitorName')}
          autoComplete="off"
          required
          value={values.visitorName}
          error={errors.visitorName}
          onChange={set('visitorName')}
        />
        <TextField
          id={fields[2]!.id}
          label={t('frontDesk.mine.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
      </div>
      <FormActions
        busy={log.isPending}
        label={t('frontDesk.gate.logWalkIn')}
        busyLabel={t('frontDesk.gate.logging')}
        error={errors.form}
      />
    </form>
  );
}
