import { useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useBuilding } from '@/lib/config/building.ts';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { buildingFieldErrors, useSaveBuilding, type BuildingInput } from '../api/building.ts';
import { BuildingForm, type BuildingFormErrors } from './BuildingForm.tsx';
import { RentScheduleSection } from './RentScheduleSection.tsx';
import { useT, type Translate } from '@/lib/i18n/intl.tsx';

function errorsOf(error: unknown, t: Translate): BuildingFormErrors {
  const fields = buildingFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  return { form: error instanceof Error ? error.message : t('building.saveFailed') };
}

/** The admin's screen for the building's name, address, map location and contacts, and its rent schedule. */
export default function BuildingSettingsPage() {
  const building = useBuilding();
  const save = useSaveBuilding();
  const [errors, setErrors] = useState<BuildingFormErrors>({});
  const t = useT();

  const submit = (input: BuildingInput) => {
    setErrors({});
    save.mutate(input, {
      onSuccess: () => toast.success(t('building.saved')),
      onError: (error) => {
        setErrors(errorsOf(error, t));
        // Someone else saved meanwhile: show their version, so a save again is made over what is there now.
        if (error instanceof HttpError && error.status === 409) void building.refetch();
      },
    });
  };

  return (
    <DashboardPage title={t('building.title')}>
      <p className="text-slate-700">{t('building.intro')}</p>
      {building.isPending && <StatusText>{t('building.loading')}</StatusText>}
      {building.isError && <ErrorBanner>{t('building.loadFailed')}</ErrorBanner>}
      {building.data && (
        <BuildingForm
          key={building.data.version}
          building={building.data}
          busy={save.isPending}
          errors={errors}
          onSubmit={submit}
        />
      )}
      <RentScheduleSection />
    </DashboardPage>
  );
}
