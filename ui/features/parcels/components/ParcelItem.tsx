import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ParcelDto } from '@contract/parcels';
import { dayIn } from '@domain/shared/month.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useModalDialog } from '@/components/ui/useModalDialog.ts';
import { useBuildingTimeZone } from '@/lib/config/config-context.tsx';
import { useProtectedImage } from '@/lib/use-protected-image.ts';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { photoPath, useCollectParcel } from '../api/parcels.ts';

const STATUS_LOOK: Record<ParcelDto['status'], string> = {
  waiting: 'bg-amber-100 text-amber-900',
  collected: 'bg-green-100 text-green-900',
};

/** Whole days from one "YYYY-MM-DD" to a later one. */
const daysFrom = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));

/** A parcel in a list: who brought it, for which flat, how long it has waited or who took it, and its photo. */
export function ParcelItem({ parcel, as }: { parcel: ParcelDto; as: 'desk' | 'resident' }) {
  const t = useT();
  const format = useFormat();
  const today = dayIn(new Date(), useBuildingTimeZone());
  const [collecting, setCollecting] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">
            {t('parcels.item.title', { carrier: parcel.carrier })}
          </h3>
          <p className="text-sm text-slate-700">
            {t('parcels.item.flat', { flat: parcel.flat })}
            {' · '}
            {t('parcels.item.came', { time: format.dateTime(parcel.loggedAt) })}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_LOOK[parcel.status]}`}>
          {parcel.status === 'waiting' ? t('parcels.item.status.waiting') : t('parcels.item.status.collected')}
        </span>
      </div>
      {parcel.note && <p className="mt-1 text-sm break-words text-slate-700">{parcel.note}</p>}
      <p className="mt-1 text-sm text-slate-700">
        {parcel.status === 'waiting'
          ? t('parcels.item.waiting', { days: daysFrom(parcel.loggedOn, today) })
          : t('parcels.item.collected', {
              name: parcel.collectedBy ?? '',
              time: parcel.collectedAt ? format.dateTime(parcel.collectedAt) : '',
            })}
      </p>
      {parcel.hasPhoto && <ParcelPhoto parcel={parcel} as={as} />}
      {parcel.status === 'waiting' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            className="min-h-11"
            aria-label={t('parcels.collect.label', { carrier: parcel.carrier, flat: parcel.flat })}
            onClick={() => setCollecting(true)}
          >
            {t('parcels.collect.button')}
          </Button>
        </div>
      )}
      {collecting && <CollectDialog parcel={parcel} as={as} onClose={() => setCollecting(false)} />}
    </li>
  );
}

function ParcelPhoto({ parcel, as }: { parcel: ParcelDto; as: 'desk' | 'resident' }) {
  const t = useT();
  const image = useProtectedImage(photoPath(as, parcel.id));
  if (image.status === 'loading')
    return <p className="mt-2 text-sm text-slate-600">{t('parcels.item.photoLoading')}</p>;
  if (image.status === 'failed') return <p className="mt-2 text-sm text-red-800">{image.message}</p>;
  return (
    <img
      src={image.src}
      alt={t('parcels.item.photoAlt', { carrier: parcel.carrier })}
      className="mt-2 h-32 w-auto max-w-full rounded-lg border border-slate-200 object-cover"
    />
  );
}

/** Asks who collected the parcel, then marks it collected; a refusal is shown beside the name or under the buttons. */
function CollectDialog({ parcel, as, onClose }: { parcel: ParcelDto; as: 'desk' | 'resident'; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const collect = useCollectParcel(as);
  const titleId = useId();
  const messageId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ collectedBy?: string; form?: string }>({});
  const modal = useModalDialog(true, onClose);
  const rule = sayRule(RULE_WORDS.parcel.collectedBy, t, format.number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setErrors({ collectedBy: rule });
      document.getElementById(nameId)?.focus();
      return;
    }
    try {
      await collect.mutateAsync({ id: parcel.id, collectedBy: name });
      toast.success(t('parcels.collect.done', { carrier: parcel.carrier }));
      onClose();
    } catch (error) {
      const refused = fieldErrorsOf<'collectedBy'>(error);
      setErrors(
        refused.collectedBy ? refused : { form: error instanceof Error ? error.message : t('parcels.collect.failed') },
      );
    }
  };
  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('parcels.collect.title')}
        </h2>
        <p id={messageId} className="mt-2 text-slate-700">
          {t('parcels.collect.message', { carrier: parcel.carrier, flat: parcel.flat })}
        </p>
        <TextField
          id={nameId}
          className="mt-4"
          label={t('parcels.collect.name')}
          autoComplete="name"
          autoFocus
          required
          value={name}
          error={errors.collectedBy}
          onChange={(e) => setName(e.target.value)}
        />
        {errors.form && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" className="min-h-11" disabled={collect.isPending}>
            {t('parcels.collect.button')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
