import { useId } from 'react';
import type { AdminApartmentDto } from '@contract/apartments';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { ApartmentPhoto } from '@/components/ApartmentPhoto.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';

export type ApartmentAction = 'rent' | 'photo' | 'retire';

interface Props {
  apartments: AdminApartmentDto[];
  onAction: (action: ApartmentAction, apartment: AdminApartmentDto) => void;
}

/** A flat as the building names it, as the server's messages do ("Block A, floor 1, A101"), in the reader's language. */
export function useFlatName() {
  const t = useT();
  const format = useFormat();
  return (a: Pick<AdminApartmentDto, 'block' | 'floor' | 'number'>) =>
    t('manageApartments.flat', { block: a.block, floor: format.number(a.floor), number: a.number });
}

type Status = 'Available' | 'Let' | 'Retired';
export const statusOf = (a: AdminApartmentDto): Status => (a.retired ? 'Retired' : a.available ? 'Available' : 'Let');

const STATUS_WORDS: Record<Status, MessageId> = {
  Available: 'manageApartments.statusAvailable',
  Let: 'manageApartments.statusLet',
  Retired: 'manageApartments.statusRetired',
};

const TONES: Record<Status, string> = {
  Available: 'bg-green-100 text-green-900',
  Let: 'bg-sky-100 text-sky-900',
  Retired: 'bg-slate-200 text-slate-800',
};

function StatusBadge({ apartment }: { apartment: AdminApartmentDto }) {
  const t = useT();
  const status = statusOf(apartment);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(STATUS_WORDS[status])}
    </span>
  );
}

/**
 * Every flat, retired ones included. A table from tablet width up; on a phone seven columns would hide the actions
 * off to the side, so each flat is a card there instead. Only one of the two is displayed (and so read out) at a time.
 * A retired flat can no longer be changed: it has no actions.
 */
export function ApartmentsTable({ apartments, onAction }: Props) {
  const t = useT();
  const format = useFormat();
  const name = useFlatName();
  const idPrefix = useId();
  const photo = (a: AdminApartmentDto, className: string) => (
    <ApartmentPhoto
      src={a.image}
      alt={t('manageApartments.photoOf', { flat: name(a) })}
      className={className}
      sizes="80px"
      lazy={false}
    />
  );
  // Each flat's actions are drawn twice (the table and the phone's card): each copy names its own reason.
  const reasonId = (a: AdminApartmentDto, where: string) => `${idPrefix}-${a._id}-${where}-retire-reason`;
  const actions = (a: AdminApartmentDto, where: 'row' | 'card', className = '') =>
    a.retired ? (
      <span className="text-slate-600">{t('manageApartments.noChanges')}</span>
    ) : (
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <Button
          variant="secondary"
          className="px-3 py-1.5 whitespace-nowrap"
          onClick={() => onAction('rent', a)}
          aria-label={t('manageApartments.changeRentOf', { flat: name(a) })}
        >
          {t('manageApartments.changeRent')}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5 whitespace-nowrap"
          onClick={() => onAction('photo', a)}
          aria-label={t('manageApartments.changePhotoOf', { flat: name(a) })}
        >
          {t('manageApartments.changePhoto')}
        </Button>
        {/* A let flat cannot be retired until its member is removed: not offered, and the reason said beside it. */}
        <Button
          variant="secondary"
          className="px-3 py-1.5 whitespace-nowrap text-red-800 disabled:text-slate-500"
          onClick={() => onAction('retire', a)}
          aria-label={t('manageApartments.retireFlat', { flat: name(a) })}
          disabled={!a.available}
          aria-describedby={a.available ? undefined : reasonId(a, where)}
        >
          {t('manageApartments.retire')}
        </Button>
        {!a.available && (
          <p id={reasonId(a, where)} className="basis-full text-xs text-slate-600">
            {t('manageApartments.retireLet')}
          </p>
        )}
      </div>
    );
  const columns: Column<AdminApartmentDto>[] = [
    { header: t('manageApartments.photo'), cell: (a) => photo(a, 'h-12 w-16 rounded-md') },
    { header: t('manageApartments.block'), cell: (a) => a.block },
    { header: t('manageApartments.floor'), cell: (a) => format.number(a.floor), numeric: true },
    { header: t('manageApartments.number'), cell: (a) => <span className="font-semibold">{a.number}</span> },
    { header: t('manageApartments.rent'), cell: (a) => <Taka amount={a.rent} />, numeric: true },
    { header: t('manageApartments.status'), cell: (a) => <StatusBadge apartment={a} /> },
    { header: t('manageApartments.actions'), cell: (a) => actions(a, 'row') },
  ];
  if (apartments.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {t('manageApartments.empty')}
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={t('manageApartments.list')}
          columns={columns}
          rows={apartments}
          rowKey={(a) => a._id}
          empty=""
        />
      </div>
      <ul aria-label={t('manageApartments.list')} className="flex flex-col gap-3 md:hidden">
        {apartments.map((a) => (
          <li key={a._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start gap-3">
              {photo(a, 'h-16 w-20 shrink-0 rounded-md')}
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold break-all text-slate-900">{a.number}</p>
                  <StatusBadge apartment={a} />
                </div>
                <p className="text-slate-700">
                  {t('manageApartments.blockFloor', { block: a.block, floor: format.number(a.floor) })}
                </p>
                <p className="mt-1 font-semibold text-slate-900">
                  <Taka amount={a.rent} />
                  <span className="font-normal text-slate-600">{t('manageApartments.perMonth')}</span>
                </p>
              </div>
            </div>
            {!a.retired && actions(a, 'card', 'mt-3 border-t border-slate-100 pt-3 [&>button]:flex-auto')}
          </li>
        ))}
      </ul>
    </>
  );
}
