import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffMemberDto } from '@contract/front-desk';
import { STAFF_JOBS } from '@domain/front-desk/staff.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { emptyOf, ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useAddStaff, useRemoveStaff, useStaff } from '../api/front-desk.ts';

type Field = 'email' | 'name' | 'job';

/** The admin's Staff screen: the building's staff, adding one by the email they sign in with, removing one. */
export default function StaffPage() {
  const t = useT();
  const staff = useStaff();
  return (
    <DashboardPage title={t('frontDesk.staff.title')}>
      <p className="text-slate-700">{t('frontDesk.staff.intro')}</p>
      <AddStaffForm />
      {staff.isPending ? (
        <StatusText>{t('frontDesk.staff.loading')}</StatusText>
      ) : staff.isError ? (
        <ErrorBanner>{t('frontDesk.staff.loadFailed')}</ErrorBanner>
      ) : staff.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('frontDesk.staff.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('frontDesk.staff.listLabel')}>
          {staff.data.map((member) => (
            <StaffRow key={member.email} member={member} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function AddStaffForm() {
  const t = useT();
  const format = useFormat();
  const add = useAddStaff();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', name: '', job: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const fields = (['email', 'name', 'job'] as const).map((name) => ({ name, id: `${id}-${name}` }));
  const summary = useErrorSummary(problemsOf(fields, errors));
  const rule = (field: Field) => sayRule(RULE_WORDS.staff[field], t, format.number);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const empty = emptyOf(values, { email: rule('email'), name: rule('name'), job: rule('job') });
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    try {
      const added = await add.mutateAsync(values);
      summary.sent();
      toast.success(t('frontDesk.staff.added', { name: added.name }));
      setValues({ email: '', name: '', job: '' });
    } catch (error) {
      const refused = fieldErrorsOf<Field>(error);
      setErrors(
        Object.keys(refused).length > 0
          ? refused
          : { form: error instanceof Error ? error.message : t('frontDesk.staff.addFailed') },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('frontDesk.staff.addTitle')}</h2>
      <ErrorSummary ref={summary.ref} problems={problemsOf(fields, errors)} />
      <TextField
        id={fields[0]!.id}
        label={t('frontDesk.staff.email')}
        type="email"
        autoComplete="off"
        required
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={fields[1]!.id}
          label={t('frontDesk.staff.name')}
          autoComplete="off"
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <SelectField
          id={fields[2]!.id}
          label={t('frontDesk.staff.job')}
          empty={t('frontDesk.staff.chooseJob')}
          options={STAFF_JOBS.map((job) => ({ value: job, label: t(`frontDesk.job.${job}`) }))}
          required
          value={values.job}
          error={errors.job}
          onChange={set('job')}
        />
      </div>
      <FormActions
        busy={add.isPending}
        label={t('frontDesk.staff.add')}
        busyLabel={t('frontDesk.staff.adding')}
        error={errors.form}
      />
    </form>
  );
}

function StaffRow({ member }: { member: StaffMemberDto }) {
  const t = useT();
  const format = useFormat();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    setError(undefined);
    remove.mutate(member.email, {
      onSuccess: () => toast.success(t('frontDesk.staff.removed', { name: member.name })),
      onError: (e) => {
        setConfirming(false);
        setError(e.message);
      },
    });
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm break-all text-slate-700">{member.email}</p>
          <p className="text-sm text-slate-700">
            {t(`frontDesk.job.${member.job}`)} · {t('frontDesk.staff.since', { date: format.date(member.addedAt) })}
          </p>
        </div>
        {!confirming && (
          <Button
            variant="secondary"
            className="min-h-11"
            aria-label={t('frontDesk.staff.removeLabel', { name: member.name })}
            onClick={() => setConfirming(true)}
          >
            {t('frontDesk.staff.remove')}
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('frontDesk.staff.removeLabel', { name: member.name })} className="mt-3">
          <p className="text-sm text-slate-900">{t('frontDesk.staff.confirmRemove', { name: member.name })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              className="min-h-11 bg-red-700 hover:bg-red-800"
              disabled={remove.isPending}
              onClick={confirm}
              autoFocus
            >
              {t('frontDesk.staff.confirm')}
            </Button>
            <Button variant="secondary" className="min-h-11" onClick={() => setConfirming(false)}>
              {t('frontDesk.staff.cancel')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}
