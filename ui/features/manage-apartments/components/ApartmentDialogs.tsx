import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminApartmentDto } from '@contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ApartmentPhoto } from '@/components/ApartmentPhoto.tsx';
import { wholeNumber } from './ApartmentForm.tsx';
import { flatName } from './ApartmentsTable.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';

interface Props<T> {
  /** The flat being changed; none: the dialog is closed. */
  apartment: AdminApartmentDto | null;
  busy: boolean;
  /** The server's refusal, shown on the field. */
  error?: string;
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

export const rentExplained = (a: AdminApartmentDto) =>
  `The new monthly rent for ${flatName(a)}. Leases and requests already made keep the rent they were made at; only new applications pay the new one.`;

/** The rent field takes the first focus; Enter in it saves, as the Save button does. */
export function RentDialog({ apartment, busy, error, onSubmit, onCancel }: Props<number | null>) {
  const [rent, setRent] = useState('');
  const id = useId();
  useEffect(() => setRent(apartment ? String(apartment.rent) : ''), [apartment]);
  useEffect(() => {
    if (error) document.getElementById(id)?.focus();
  }, [error, id]);
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) onSubmit(wholeNumber(rent));
  };
  return (
    <ConfirmDialog
      open={apartment !== null}
      title={apartment ? `Change the rent of ${apartment.number}` : 'Change rent'}
      message={apartment ? rentExplained(apartment) : ''}
      confirmLabel={busy ? 'Saving...' : 'Save rent'}
      tone="neutral"
      busy={busy}
      onConfirm={() => save()}
      onCancel={onCancel}
    >
      <form noValidate onSubmit={save}>
        {apartment && (
          <TextField
            id={id}
            label="Monthly rent (taka)"
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
      title={apartment ? `Change the photo of ${apartment.number}` : 'Change photo'}
      message={apartment ? `The picture shown for ${flatName(apartment)} on the apartments page.` : ''}
      confirmLabel={busy ? 'Saving...' : 'Save photo'}
      tone="neutral"
      busy={busy}
      onConfirm={() => (file ? onSubmit(file) : setProblem('Pick a photo first'))}
      onCancel={onCancel}
    >
      {apartment && (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <ApartmentPhoto
              src={apartment.image}
              alt={`Photo of ${flatName(apartment)} now`}
              className="h-12 w-16 rounded-md"
            />
            <span>The photo now</span>
          </div>
          <PhotoPicker
            id={id}
            label="New photo"
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

export const retireExplained = (a: AdminApartmentDto) =>
  `${flatName(a)} leaves the apartments page and nobody can apply for it again. Its leases, payments and receipts stay in the records. A retired flat cannot be brought back.`;

export function RetireDialog({ apartment, busy, onSubmit, onCancel }: Omit<Props<AdminApartmentDto>, 'error'>) {
  return (
    <ConfirmDialog
      open={apartment !== null}
      title={apartment ? `Retire ${apartment.number}?` : 'Retire apartment'}
      message={apartment ? retireExplained(apartment) : ''}
      confirmLabel={busy ? 'Retiring...' : 'Retire'}
      busy={busy}
      onConfirm={() => apartment && onSubmit(apartment)}
      onCancel={onCancel}
    />
  );
}
