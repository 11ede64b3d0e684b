import { useState } from 'react';
import toast from 'react-hot-toast';
import type { LateFeeBody, LateFeeDto } from '@contract/late-fees';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { lateFeeFieldErrors, useLateFees, useSaveLateFees } from '../api/late-fees.ts';
import { LateFeeForm, type LateFeeFormErrors } from './LateFeeForm.tsx';

function errorsOf(error: unknown, t: Translate): LateFeeFormErrors {
  const fields = lateFeeFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (error instanceof HttpError && error.status === 409) return { form: t('lateFees.changedMeanwhile') };
  return { form: error instanceof Error ? error.message : t('lateFees.saveFailed') };
}

/** Whether late fees are on, and since which month. */
function LateFeeStatus({ settings }: { settings: LateFeeDto }) {
  const t = useT();
  const format = useFormat();
  const on = settings.enabled && settings.since !== null;
  return (
    <p
      className={`rounded-xl border px-4 py-3 font-medium ${on ? 'border-green-200 bg-green-50 text-green-900' : 'border-slate-200 bg-slate-50 text-slate-800'}`}
    >
      {on ? t('lateFees.statusOn', { month: format.month(settings.since!) }) : t('lateFees.statusOff')}
    </p>
  );
}

/** The admin's Late Fees screen: the rule, loaded, edited and saved over the version read. */
export default function LateFeesPage() {
  const t = useT();
  const settings = useLateFees();
  const save = useSaveLateFees();
  const [errors, setErrors] = useState<LateFeeFormErrors>({});

  const submit = (input: LateFeeBody) => {
    setErrors({});
    save.mutate(input, {
      onSuccess: () => toast.success(t('lateFees.saved')),
      onError: (error) => {
        setErrors(errorsOf(error, t));
        // Someone else saved meanwhile: show what they saved, so a save again is made over what is there now.
        if (error instanceof HttpError && error.status === 409) void settings.refetch();
      },
    });
  };

  return (
    <DashboardPage title={t('lateFees.title')}>
      <p className="text-slate-700">{t('lateFees.intro')}</p>
      {settings.isPending ? (
        <StatusText>{t('lateFees.loading')}</StatusText>
      ) : settings.isError ? (
        <ErrorBanner>{t('lateFees.loadFailed')}</ErrorBanner>
      ) : (
        <>
          <LateFeeStatus settings={settings.data} />
          <LateFeeForm
            key={settings.data.version}
            settings={settings.data}
            busy={save.isPending}
            errors={errors}
            onSubmit={submit}
          />
        </>
      )}
    </DashboardPage>
  );
}
