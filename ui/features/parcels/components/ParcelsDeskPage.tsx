import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { emptyOf, ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { DeskFlatSelect } from '@/components/DeskFlatSelect.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { PHOTO_MAX_BYTES, photoProblem, useLogParcel, useWaitingParcels } from '../api/parcels.ts';
import { ParcelItem } from './ParcelItem.tsx';

type Field = 'apartmentId' | 'carrier' | 'note' | 'photo';

/** The front desk's parcels: logging one for a flat (its residents are told), and the list waiting to be collected. */
export default function ParcelsDeskPage() {
  const t = useT();
  const parcels = useWaitingParcels();
  return (
    <DashboardPage title={t('parcels.desk.title')}>
      <LogForm />
      <section aria-labelledby="parcels-waiting" className="grid gap-3">
        <h2 id="parcels-waiting" className="text-lg font-semibold text-slate-900">
          {t('parcels.desk.waitingTitle')}
        </h2>
        {parcels.isPending ? (
          <StatusText>{t('parcels.desk.loading')}</StatusText>
        ) : parcels.isError ? (
          <ErrorBanner>{t('parcels.desk.loadFailed')}</ErrorBanner>
        ) : parcels.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('parcels.desk.empty')}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('parcels.desk.count', { count: parcels.data.length })}</p>
            <ul className="grid gap-3" aria-label={t('parcels.desk.listLabel')}>
              {parcels.data.map((parcel) => (
                <ParcelItem key={parcel.id} parcel={parcel} as="desk" />
              ))}
            </ul>
          </>
        )}
      </section>
    </DashboardPage>
  );
}

function LogForm() {
  const t = useT();
  const format = useFormat();
  const log = useLogParcel();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const blank = { apartmentId: '', carrier: '', note: '' };
  const [values, setValues] = useState(blank);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const fields = (['apartmentId', 'carrier', 'note', 'photo'] as const).map((name) => ({ name, id: `${id}-${name}` }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: Field) => sayRule(RULE_WORDS.parcel[field], t, format.number);
  const set = (field: 'apartmentId' | 'carrier' | 'note') => (e: { target: { value: string } }) =>
    setValues({ ...values, [field]: e.target.value });
  const photoHintId = `${id}-photo-hint`;
  const photoErrorId = `${id}-photo-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const empty: Partial<Record<Field, string>> = emptyOf(values, {
      apartmentId: rule('apartmentId'),
      carrier: rule('carrier'),
    });
    if (photo && photoProblem(photo)) empty.photo = rule('photo');
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    try {
      const { note, ...rest } = values;
      const parcel = await log.mutateAsync({ parcel: { ...rest, ...(note.trim() ? { note } : {}) }, photo });
      summary.sent();
      toast.success(t('parcels.desk.logged', { carrier: parcel.carrier, flat: parcel.flat }));
      setValues(blank);
      setPhoto(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      const refused = fieldErrorsOf<Field>(error);
      setErrors(
        Object.keys(refused).length > 0
          ? refused
          : { form: error instanceof Error ? error.message : t('parcels.desk.logFailed') },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('parcels.desk.formTitle')}</h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <DeskFlatSelect
        id={fields[0]!.id}
        value={values.apartmentId}
        error={errors.apartmentId}
        onChange={set('apartmentId')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={fields[1]!.id}
          label={t('parcels.desk.carrier')}
          placeholder={t('parcels.desk.carrierHint')}
          autoComplete="off"
          required
          value={values.carrier}
          error={errors.carrier}
          onChange={set('carrier')}
        />
        <TextField
          id={fields[2]!.id}
          label={t('parcels.desk.note')}
          autoComplete="off"
          maxLength={200}
          value={values.note}
          error={errors.note}
          onChange={set('note')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={fields[3]!.id} className="text-sm font-medium text-slate-700">
          {t('parcels.desk.photo')}
        </label>
        <p id={photoHintId} className="text-sm text-slate-600">
          {t('parcels.desk.photoHint', { max: format.number(PHOTO_MAX_BYTES / 1024 / 1024) })}
        </p>
        <input
          ref={fileRef}
          id={fields[3]!.id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={[photoHintId, errors.photo ? photoErrorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => {
            setPhoto(e.target.files?.[0] ?? null);
            setErrors(({ photo: _, ...rest }) => rest);
          }}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
        />
        {errors.photo && (
          <p id={photoErrorId} className="text-sm text-red-700">
            {errors.photo}
          </p>
        )}
      </div>
      <FormActions
        busy={log.isPending}
        label={t('parcels.desk.log')}
        busyLabel={t('parcels.desk.logging')}
        error={errors.form}
      />
    </form>
  );
}
