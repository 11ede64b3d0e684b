import type { BoardFilter } from '../api/board.ts';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { categoryOptions, statusOptions } from './words.ts';

interface Props {
  filter: BoardFilter;
  /** The flats that have requests, to pick one from. */
  flats: readonly { id: string; label: string }[];
  onChange: (filter: BoardFilter) => void;
}

/** Status, category and flat: each narrows the board, and "All" takes the narrowing away. */
export function BoardFilters({ filter, flats, onChange }: Props) {
  const t = useT();
  const field = (key: keyof BoardFilter, label: string, all: string, options: { value: string; label: string }[]) => (
    <SelectField
      label={label}
      value={filter[key] ?? ''}
      onChange={(e) => onChange({ ...filter, [key]: e.target.value || undefined })}
      empty={all}
      options={options}
    />
  );
  return (
    <form
      aria-label={t('maintenanceBoard.filters')}
      role="search"
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3"
    >
      {field('status', t('maintenanceBoard.status'), t('maintenanceBoard.allStatuses'), statusOptions(t))}
      {field('category', t('maintenanceBoard.category'), t('maintenanceBoard.allCategories'), categoryOptions(t))}
      {field(
        'apartmentId',
        t('maintenanceBoard.flat'),
        t('maintenanceBoard.allFlats'),
        flats.map((f) => ({ value: f.id, label: f.label })),
      )}
    </form>
  );
}
