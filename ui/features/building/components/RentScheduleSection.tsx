import { useState } from 'react';
import toast from 'react-hot-toast';
import type { RentScheduleDto } from '@contract';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { ordinal } from '@/lib/format.ts';
import { rentScheduleFieldErrors, useRentSchedule, useSaveRentSchedule } from '../api/rent-schedule.ts';
import { RentScheduleForm, type RentScheduleFormErrors } from './RentScheduleForm.tsx';

const CHANGED_MEANWHILE =
  'Someone else changed the rent schedule while you were editing it. It now shows what they saved: check it and save again if you still want your change.';

function errorsOf(error: unknown): RentScheduleFormErrors {
  const fields = rentScheduleFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (error instanceof HttpError && error.status === 409) return { form: CHANGED_MEANWHILE };
  return { form: error instanceof Error ? error.message : 'Failed to save the rent schedule' };
}

/** The Building screen's rent schedule: loaded, edited and saved over the version read. */
export function RentScheduleSection() {
  const schedule = useRentSchedule();
  const save = useSaveRentSchedule();
  const [errors, setErrors] = useState<RentScheduleFormErrors>({});

  const submit = (input: RentScheduleDto) => {
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => toast.success(`Rent schedule saved: rent is due on the ${ordinal(saved.dueDay)}`),
      onError: (error) => {
        setErrors(errorsOf(error));
        // Someone else saved meanwhile: show their schedule, so a save again is made over what is there now.
        if (error instanceof HttpError && error.status === 409) void schedule.refetch();
      },
    });
  };

  if (schedule.isPending) return <StatusText>Loading the rent schedule...</StatusText>;
  if (schedule.isError) return <ErrorBanner>Failed to load the rent schedule. Please try again.</ErrorBanner>;
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
