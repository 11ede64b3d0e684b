import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { VisitDto } from '@contract/front-desk';
import { dayIn } from '@domain/shared/month.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { emptyOf, ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useBuildingTimeZone } from '@/lib/config/config-context.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useCancelPass, useMyVisitors, useRegisterVisitor } from '../api/front-desk.ts';
import { VisitItem } from './VisitItem.tsx';
import { PassQr } from './PassQr.tsx';

type Field = 'visitorName' | 'phone' | 'date' | 'note';

/** A resident's visitors: registering one for a pass, the pass's code to share, and the flat's visits from today. */
export default function MyVisitorsPage() {
  const t = useT();
  const visits = useMyVisitors();
  const [pass, setPass] = useState<VisitDto | null>(null);
  return (
    <DashboardPage title={t('frontDesk.mine.title')}>
      <RegisterForm onRegistered={setPass} />
      {pass && <PassCard pass={pass} />}
      {visits.isPending ? (
        <StatusText>{t('frontDesk.mine.loading')}</StatusText>
      ) : visits.isError ? (
        <ErrorBanner>{t('frontDesk.mine.loadFailed')}</ErrorBanner>
      ) : visits.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('frontDesk.mine.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('frontDesk.mine.listLabel')}>
          {visits.data.map((visit) => (
            <MyVisit key={visit.id} visit={visit} onShow={() => setPass(visit)} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (pass: VisitDto) => void }) {
  const t = useT();
  const format = useFormat();
  const today = dayIn(new Date(), useBuildingTimeZone());
  const register = useRegisterVisitor();
  const id = useId();
  const blank = { visitorName: '', phone: '', date: today, note: '' };
  const [values, setValues] = useState<Record<Field, string>>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const fields = (['visitorName', 'phone', 'date', 'note'] as const).map((name) => ({ name, id: `${id}-${name}` }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: Field) => sayRule(RULE_WORDS.visitor[field], t, format.number);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const empty = emptyOf(values, { visitorName: rule('visitorName'), phone: rule('phone'), date: rule('date') });
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    try {
      const { note, ...rest } = values;
      const pass = await register.mutateAsync({ ...rest, ...(note.trim() ? { note } : {}) });
      summary.sent();
      toast.success(t('frontDesk.mine.registered', { name: pass.visitorName, code: pass.code ?? '' }));
      setValues(blank);
      onRegistered(pass);
    } catch (error) {
      const refused = fieldErrorsOf<Field>(error);
      setErrors(
        Object.keys(refused).length > 0
          ? refused
          : { form: error instanceof Error ? error.message : t('frontDesk.mine.registerFailed') },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('frontDesk.mine.formTitle')}</h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={fields[0]!.id}
          label={t('frontDesk.mine.visitorName')}
          autoComplete="off"
          required
          value={values.visitorName}
          error={errors.visitorName}
          onChange={set('visitorName')}
        />
        <TextField
          id={fields[1]!.id}
          label={t('frontDesk.mine.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="01712345678"
          required
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <TextField
          id={fields[2]!.id}
          label={t('frontDesk.mine.date')}
          type="date"
          min={today}
          required
          value={values.date}
          error={errors.date}
          onChange={set('date')}
        />
        <TextField
          id={fields[3]!.id}
          label={t('frontDesk.mine.note')}
          autoComplete="off"
          maxLength={200}
          value={values.note}
          error={errors.note}
          onChange={set('note')}
        />
      </div>
      <FormActions
        busy={register.isPending}
        label={t('frontDesk.mine.register')}
        busyLabel={t('frontDesk.mine.registering')}
        error={errors.form}
      />
    </form>
  );
}

/**
 * The pass to share: its code, large, in letters nobody confuses. Each character is read out on its own, so a screen
 * reader spells the code rather than guessing a word.
 */
function PassCard({ pass }: { pass: VisitDto }) {
  const t = useT();
  const format = useFormat();
  const code = pass.code ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('frontDesk.mine.copied'));
    } catch {
      // Without a clipboard the code stays on screen to read out.
    }
  };
  return (
    <section
      aria-labelledby="pass-title"
      className="rounded-2xl border-2 border-sky-700 bg-sky-50 p-4 text-center"
      aria-live="polite"
    >
      <h2 id="pass-title" className="text-lg font-semibold text-slate-900">
        {t('frontDesk.mine.passTitle', { name: pass.visitorName })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('frontDesk.mine.passHelp', { name: pass.visitorName, date: format.day(pass.date) })}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-700">{t('frontDesk.mine.code')}</p>
      <p className="font-mono text-5xl font-bold tracking-[0.2em] text-slate-900 sm:text-6xl">
        <span aria-hidden="true" data-testid="pass-code">
          {code}
        </span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
      {code && <PassQr code={code} label={t('frontDesk.mine.qrLabel', { name: pass.visitorName })} />}
      <Button variant="secondary" className="mt-3 min-h-11" onClick={copy}>
        {t('frontDesk.mine.copy')}
      </Button>
    </section>
  );
}

function MyVisit({ visit, onShow }: { visit: VisitDto; onShow: () => void }) {
  const t = useT();
  const cancel = useCancelPass();
  const [error, setError] = useState<string | undefined>();
  const open = visit.kind === 'pass' && visit.status === 'expected';
  return (
    <VisitItem visit={visit} showDay>
      {open && (
        <>
          <Button variant="secondary" className="min-h-11 font-mono" onClick={onShow}>
            {visit.code}
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={cancel.isPending}
            aria-label={t('frontDesk.mine.cancelLabel', { name: visit.visitorName })}
            onClick={() => {
              setError(undefined);
              cancel.mutate(visit.id, {
                onSuccess: () => toast.success(t('frontDesk.mine.cancelled', { name: visit.visitorName })),
                onError: (e) => setError(e.message),
              });
            }}
          >
            {t('frontDesk.mine.cancel')}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </VisitItem>
  );
}
