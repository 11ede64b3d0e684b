import { pageCount, showsPagination } from '@domain/shared/paging.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Numbered page buttons, only when the total exceeds one page. */
export function Pagination({ page, total, pageSize, onPage }: Props) {
  const t = useT();
  const format = useFormat();
  if (!showsPagination(total, pageSize)) return null;
  const pages = Array.from({ length: pageCount(total, pageSize) }, (_, i) => i + 1);
  return (
    <nav aria-label={t('apartments.pages')} className="flex flex-wrap justify-center gap-2">
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('apartments.page', { n })}
          className={`h-10 min-w-10 rounded-lg border px-3 text-sm font-semibold ${n === page ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
        >
          {format.number(n)}
        </button>
      ))}
    </nav>
  );
}
