import { useState } from 'react';
import toast from 'react-hot-toast';
import type { RentScheduleDto } from '@contract/building';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { ordinal } from '@/lib/format.ts';
import { rentScheduleFieldErrors, useRentSchedule, useSaveRentSchedule } from '../api/rent-schedule.ts';
import { RentScheduleForm, type RentScheduleFormErrors } from './RentScheduleForm.tsx';
import { useT, type Translate } from '@/lib/i18n/intl.tsx';

function errorsOf(error: unknown, t: Translate): RentScheduleFormErrors {
  const fields = rentScheduleFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (error instanceof HttpError && error.status === 409) return { form: t('building.schedule.changedMeanwhile') };
  return { form: error instanceof Error ? error.message : t('building.schedule.saveFailed') };
}

/** The Building screen's rent schedule: loaded, edited and saved over the version read. */
export function RentScheduleSection() {
  const schedule = useRentSchedule();
  const save = useSaveRentSchedule();
  const [errors, setErrors] = useState<RentScheduleFormErrors>({});
  const t = useT();

  const submit = (input: RentScheduleDto) => {
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => toast.success(t('building.schedule.saved', { day: ordinal(saved.dueDay, t) })),
      onError: (error) => {
        setErrors(errorsOf(error, t));
        // Someone else saved meanwhile: show their schedule, so a save again is made over what is there now.
        if (error instanceof HttpError && error.status === 409) void schedule.refetch();
      },
    });
  };

  if (schedule.isPending) return <StatusText>{t('building.schedule.loading')}</StatusText>;
  if (schedule.isError) return <ErrorBanner>{t('building.schedule.loadFailed')}</ErrorBanner>;
  return (
    <RentScheduleForm
      key={schedule.data.version}
      schedule={schedule.data}
      busy={save.isPending}
      errors={errors}
      onSubmit={submit}
    />
  );
}
