import { useQuery } from '@tanstack/react-query';
import type { ChangeEventHandler } from 'react';
import { z } from 'zod';
import { deskFlatSchema } from '@contract/front-desk';
import { getJson } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { ErrorBanner } from './ui/Banner.tsx';
import { SelectField } from './ui/SelectField.tsx';

/** The building's flats with who lives in each, as the front desk sees them: one query for every desk form. */
export const useDeskFlats = () =>
  useQuery({ queryKey: ['desk', 'flats'], queryFn: () => getJson('/api/desk/flats', z.array(deskFlatSchema)) });

export interface DeskFlatSelectProps {
  readonly id: string;
  readonly value: string;
  readonly error?: string;
  readonly onChange: ChangeEventHandler<HTMLSelectElement>;
}

/** The front desk's "which flat" field: each flat with its resident's name, so the guard picks the right door. */
export function DeskFlatSelect({ id, value, error, onChange }: DeskFlatSelectProps) {
  const t = useT();
  const flats = useDeskFlats();
  return (
    <>
      {flats.isError && <ErrorBanner>{t('deskFlats.failed')}</ErrorBanner>}
      <SelectField
        id={id}
        label={t('deskFlats.flat')}
        empty={t('deskFlats.choose')}
        options={(flats.data ?? []).map((f) => ({
          value: f.apartmentId,
          label: f.residentName
            ? t('deskFlats.option', { flat: f.flat, resident: f.residentName })
            : t('deskFlats.empty', { flat: f.flat }),
        }))}
        required
        value={value}
        error={error}
        onChange={onChange}
      />
    </>
  );
}
