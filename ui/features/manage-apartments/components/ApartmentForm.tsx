import { useId, useState } from 'react';
import type { ApartmentField } from '@domain/apartments/apartment.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import type { ApartmentInput } from '../api/apartments.ts';
import { FormCard } from './FormCard.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { typedWholeNumber } from '@/lib/typed-number.ts';

/** What is wrong, by field (the photo's too), and anything that belongs to no field. */
export type ApartmentFormErrors = Partial<Record<ApartmentField | 'photo' | 'form', string>>;

interface Props {
  busy: boolean;
  errors: ApartmentFormErrors;
  /** Resolves true when the flat was added, so the form clears. */
  onSubmit: (input: ApartmentInput, photo: File | null) => Promise<boolean>;
  /** A picked photo was refused on the spot (or a new one picked): the page keeps the errors. */
  onPhotoProblem: (problem: string | null) => void;
}

const FIELD_ORDER: readonly (keyof ApartmentFormErrors)[] = ['block', 'floor', 'number', 'rent', 'photo'];

/**
 * Block, floor, number and monthly rent, and an optional photo. The server checks every rule and answers each
 * field's problem in words, shown under that field and in the summary at the top, which takes focus.
 */
export function ApartmentForm({ busy, errors, onSubmit, onPhotoProblem }: Props) {
  const t = useT();
  const [block, setBlock] = useState('');
  const [floor, setFloor] = useState('');
  const [number, setNumber] = useState('');
  const [rent, setRent] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  // A new key empties the file field after an apartment is added.
  const [pickerKey, setPickerKey] = useState(0);
  const id = useId();
  const problems = problemsOf(
    FIELD_ORDER.map((field) => ({ name: field, id: `${id}-${field}` })),
    errors,
  );
  // Focus goes to the summary once, after a send: not while the admin picks a photo or types.
  const summary = useErrorSummary(problems);

  const submit = async () => {
    summary.sending();
    const input: ApartmentInput = {
      block: block.trim(),
      floor: typedWholeNumber(floor),
      number: number.trim(),
      rent: typedWholeNumber(rent),
    };
    if (await onSubmit(input, photo)) {
      summary.sent();
      setBlock('');
      setFloor('');
      setNumber('');
      setRent('');
      setPhoto(null);
      setPickerKey((k) => k + 1);
    }
  };

  return (
    <FormCard
      title={t('manageApartments.addTitle')}
      onSubmit={() => void submit()}
      className="grid grid-cols-1 content-start sm:grid-cols-2"
    >
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={`${id}-block`}
        label={t('manageApartments.block')}
        name="block"
        required
        value={block}
        onChange={(e) => setBlock(e.target.value)}
        disabled={busy}
        error={errors.block}
        autoComplete="off"
        placeholder="A"
      />
      <TextField
        id={`${id}-floor`}
        label={t('manageApartments.floor')}
        name="floor"
        required
        inputMode="numeric"
        value={floor}
        onChange={(e) => setFloor(e.target.value)}
        disabled={busy}
        error={errors.floor}
        autoComplete="off"
        placeholder={t('manageApartments.floorPlaceholder')}
      />
      <TextField
        id={`${id}-number`}
        label={t('manageApartments.apartmentNumber')}
        name="number"
        required
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        disabled={busy}
        error={errors.number}
        autoComplete="off"
        placeholder="A101"
      />
      <TextField
        id={`${id}-rent`}
        label={t('manageApartments.monthlyRent')}
        name="rent"
        required
        inputMode="numeric"
        value={rent}
        onChange={(e) => setRent(e.target.value)}
        disabled={busy}
        error={errors.rent}
        autoComplete="off"
        placeholder="12500"
      />
      <div className="sm:col-span-2">
        <PhotoPicker
          key={pickerKey}
          id={`${id}-photo`}
          label={t('manageApartments.photoOptional')}
          file={photo}
          disabled={busy}
          error={errors.photo}
          onChange={(file, problem) => {
            setPhoto(file);
            onPhotoProblem(problem);
          }}
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? t('manageApartments.adding') : t('manageApartments.addApartment')}
        </Button>
        {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
      </div>
    </FormCard>
  );
}
