import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { boardSearch, useBoard, type BoardFilter } from '../api/board.ts';
import { BoardFilters } from './BoardFilters.tsx';
import { BoardList } from './BoardList.tsx';

/** The filters live in the URL, so a reload or a shared link shows the same board. */
export const filterOf = (params: URLSearchParams): BoardFilter => ({
  status: params.get('status') ?? undefined,
  category: params.get('category') ?? undefined,
  apartmentId: params.get('apartmentId') ?? undefined,
});

export default function BoardPage() {
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const board = useBoard(filter);
  // The flats to filter by come from the whole board, so picking one does not empty the list of the others.
  const everything = useBoard({});
  const flats = new Map<string, string>();
  for (const r of everything.data ?? []) if (r.place.kind === 'flat') flats.set(r.place.apartmentId, r.place.label);
  if (filter.apartmentId && !flats.has(filter.apartmentId))
    flats.set(filter.apartmentId, t('maintenanceBoard.chosenFlat'));

  return (
    <DashboardPage title={t('maintenanceBoard.title')} wide>
      <BoardFilters
        filter={filter}
        flats={[...flats].map(([id, label]) => ({ id, label }))}
        onChange={(next) => setParams(new URLSearchParams(boardSearch(next)), { replace: true })}
      />
      <section aria-labelledby="board-requests" className="flex flex-col gap-3">
        <h2 id="board-requests" className="text-xl font-semibold text-slate-900">
          {board.data
            ? t('maintenanceBoard.requestsCount', { count: format.number(board.data.length) })
            : t('maintenanceBoard.requests')}
        </h2>
        {board.isPending ? (
          <StatusText>{t('maintenanceBoard.loading')}</StatusText>
        ) : board.isError ? (
          <div className="flex flex-col items-center gap-3">
            <ErrorBanner>{t('maintenanceBoard.loadFailed')}</ErrorBanner>
            <Button variant="secondary" onClick={() => void board.refetch()} disabled={board.isFetching}>
              {board.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
            </Button>
          </div>
        ) : (
          <BoardList requests={board.data} search={boardSearch(filter)} now={new Date()} />
        )}
      </section>
    </DashboardPage>
  );
}
