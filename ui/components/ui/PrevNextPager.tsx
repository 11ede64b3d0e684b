import { pageCount } from '@domain/shared/paging.ts';
import { Button } from '@/components/ui/Button.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark for screen readers. */
  label: string;
}

/** Previous and Next around "Page 2 of 7": a log can grow to hundreds of pages, too many for numbered buttons. */
export function PrevNextPager({ page, total, pageSize, onPage, label }: Props) {
  const t = useT();
  const pages = Math.max(1, pageCount(total, pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('common.pageOf', { page, pages })}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
