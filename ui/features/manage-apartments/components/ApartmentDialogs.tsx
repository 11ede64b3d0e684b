import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminApartmentDto } from '@contract/apartments';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ApartmentPhoto } from '@/components/ApartmentPhoto.tsx';
import { useFlatName } from './ApartmentsTable.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { typedWholeNumber } from '@/lib/typed-number.ts';

interface Props<T> {
  /** The flat being changed; none: the dialog is closed. */
  apartment: AdminApartmentDto | null;
  busy: boolean;
  /** The server's refusal, shown on the field. */
  error?: string;
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

/** The rent field takes the first focus; Enter in it saves, as the Save button does. */
export function RentDialog({ apartment, busy, error, onSubmit, onCancel }: Props<number | null>) {
  const t = useT();
  const flatName = useFlatName();
  const [rent, setRent] = useState('');
  const id = useId();
  useEffect(() => setRent(apartment ? String(apartment.rent) : ''), [apartment]);
  useEffect(() => {
    if (error) document.getElementById(id)?.focus();
  }, [error, id]);
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) onSubmit(typedWholeNumber(rent));
  };
  return (
    <ConfirmDialog
      open={apartment !== null}
      title={
        apartment
          ? t('manageApartments.changeRentTitle', { number: apartment.number })
          : t('manageApartments.changeRent')
      }
      message={apartment ? t('manageApartments.rentExplained', { flat: flatName(apartment) }) : ''}
      confirmLabel={busy ? t('manageApartments.saving') : t('manageApartments.saveRent')}
      tone="neutral"
      busy={busy}
      onConfirm={() => save()}
      onCancel={onCancel}
    >
      <form noValidate onSubmit={save}>
        {apartment && (
          <TextField
            id={id}
            label={t('manageApartments.monthlyRent')}
            name="rent"
            inputMode="numeric"
            required
            autoFocus
            value={rent}
            onChange={(e) => setRent(e.target.value)}
            error={error}
            autoComplete="off"
          />
        )}
      </form>
    </ConfirmDialog>
  );
}

/** The picker takes the first focus; the flat's photo now is shown beside the preview of the new one. */
export function PhotoDialog({ apartment, busy, error, onSubmit, onCancel }: Props<File>) {
  const t = useT();
  const flatName = useFlatName();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    setFile(null);
    setProblem(null);
  }, [apartment]);
  const shown = problem ?? error;
  useEffect(() => {
    if (shown) document.getElementById(id)?.focus();
  }, [shown, id]);
  return (
    <ConfirmDialog
      open={apartment !== null}
      title={
        apartment
          ? t('manageApartments.changePhotoTitle', { number: apartment.number })
          : t('manageApartments.changePhoto')
      }
      message={apartment ? t('manageApartments.photoExplained', { flat: flatName(apartment) }) : ''}
      confirmLabel={busy ? t('manageApartments.saving') : t('manageApartments.savePhoto')}
      tone="neutral"
      busy={busy}
      onConfirm={() => (file ? onSubmit(file) : setProblem(t('manageApartments.pickPhoto')))}
      onCancel={onCancel}
    >
      {apartment && (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <ApartmentPhoto
              src={apartment.image}
              alt={t('manageApartments.photoNowOf', { flat: flatName(apartment) })}
              className="h-12 w-16 rounded-md"
              sizes="64px"
            />
            <span>{t('manageApartments.photoNow')}</span>
          </div>
          <PhotoPicker
            id={id}
            label={t('manageApartments.newPhoto')}
            file={file}
            disabled={busy}
            error={shown}
            onChange={(picked, why) => {
              setFile(picked);
              setProblem(why);
            }}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}

export function RetireDialog({ apartment, busy, onSubmit, onCancel }: Omit<Props<AdminApartmentDto>, 'error'>) {
  const t = useT();
  const flatName = useFlatName();
  return (
    <ConfirmDialog
      open={apartment !== null}
      title={
        apartment
          ? t('manageApartments.retireTitle', { number: apartment.number })
          : t('manageApartments.retireApartment')
      }
      message={apartment ? t('manageApartments.retireExplained', { flat: flatName(apartment) }) : ''}
      confirmLabel={busy ? t('manageApartments.retiring') : t('manageApartments.retire')}
      busy={busy}
      onConfirm={() => apartment && onSubmit(apartment)}
      onCancel={onCancel}
    />
  );
}
