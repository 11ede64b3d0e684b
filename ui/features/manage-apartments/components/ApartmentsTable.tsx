import type { AdminApartmentDto } from '@contract';
import { describeLocation } from '@domain/apartment.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { ApartmentPhoto } from '@/components/ApartmentPhoto.tsx';

export type ApartmentAction = 'rent' | 'photo' | 'retire';

interface Props {
  apartments: AdminApartmentDto[];
  onAction: (action: ApartmentAction, apartment: AdminApartmentDto) => void;
}

/** A flat as the building names it, as the server's messages do: "Block A, floor 1, A101". */
export const flatName = describeLocation;

export const NO_APARTMENTS = 'No apartments yet: add one or import a spreadsheet.';

type Status = 'Available' | 'Let' | 'Retired';
export const statusOf = (a: AdminApartmentDto): Status => (a.retired ? 'Retired' : a.available ? 'Available' : 'Let');

const TONES: Record<Status, string> = {
  Available: 'bg-green-100 text-green-900',
  Let: 'bg-sky-100 text-sky-900',
  Retired: 'bg-slate-200 text-slate-800',
};

function StatusBadge({ apartment }: { apartment: AdminApartmentDto }) {
  const status = statusOf(apartment);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{status}</span>
  );
}

const photo = (a: AdminApartmentDto, className: string) => (
  <ApartmentPhoto src={a.image} alt={`Photo of ${flatName(a)}`} className={className} lazy={false} />
);

/**
 * Every flat, retired ones included. A table from tablet width up; on a phone seven columns would hide the actions
 * off to the side, so each flat is a card there instead. Only one of the two is displayed (and so read out) at a time.
 * A retired flat can no longer be changed: it has no actions.
 */
export function ApartmentsTable({ apartments, onAction }: Props) {
  const actions = (a: AdminApartmentDto, className = '') =>
    a.retired ? (
      <span className="text-slate-600">No changes</span>
    ) : (
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <Button
          variant="secondary"
          className="px-3 py-1.5 whitespace-nowrap"
          onClick={() => onAction('rent', a)}
          aria-label={`Change rent of ${flatName(a)}`}
        >
          Change rent
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5 whitespace-nowrap"
          onClick={() => onAction('photo', a)}
          aria-label={`Change photo of ${flatName(a)}`}
        >
          Change photo
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5 whitespace-nowrap text-red-800"
          onClick={() => onAction('retire', a)}
          aria-label={`Retire ${flatName(a)}`}
        >
          Retire
        </Button>
      </div>
    );
  const columns: Column<AdminApartmentDto>[] = [
    { header: 'Photo', cell: (a) => photo(a, 'h-12 w-16 rounded-md') },
    { header: 'Block', cell: (a) => a.block },
    { header: 'Floor', cell: (a) => a.floor, numeric: true },
    { header: 'Number', cell: (a) => <span className="font-semibold">{a.number}</span> },
    { header: 'Rent', cell: (a) => <Taka amount={a.rent} />, numeric: true },
    { header: 'Status', cell: (a) => <StatusBadge apartment={a} /> },
    { header: 'Actions', cell: (a) => actions(a) },
  ];
  if (apartments.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {NO_APARTMENTS}
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption="Apartments" columns={columns} rows={apartments} rowKey={(a) => a._id} empty="" />
      </div>
      <ul aria-label="Apartments" className="flex flex-col gap-3 md:hidden">
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
                  Block {a.block}, floor {a.floor}
                </p>
                <p className="mt-1 font-semibold text-slate-900">
                  <Taka amount={a.rent} />
                  <span className="font-normal text-slate-600"> / month</span>
                </p>
              </div>
            </div>
            {!a.retired && actions(a, 'mt-3 border-t border-slate-100 pt-3 [&>button]:flex-auto')}
          </li>
        ))}
      </ul>
    </>
  );
}
