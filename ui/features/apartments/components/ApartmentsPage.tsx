import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { ApartmentDto } from '@contract';
import { APARTMENT_PAGE_SIZE } from '@domain/paging.ts';
import { Button } from '@/components/ui/Button.tsx';
import { PageHeading } from '@/components/ui/PageHeading.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { journeyOf, type Journey } from '@/lib/auth/journey.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useApartments, type ApartmentFilter } from '../api/apartments.ts';
import { useApplyForAgreement } from '../api/apply-for-agreement.ts';
import { useRequestedApartments } from '../requested-apartments.ts';
import { ApartmentFilters } from './ApartmentFilters.tsx';
import { ApartmentList } from './ApartmentList.tsx';
import { Pagination } from './Pagination.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

/** The filter lives in the address (?page&minRent&maxRent) so a result can be shared, reloaded and gone back to. */
function useFilter(): [ApartmentFilter, (next: ApartmentFilter) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filter = { page, minRent: params.get('minRent') ?? '', maxRent: params.get('maxRent') ?? '' };
  const set = (next: ApartmentFilter) => {
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.minRent) search.set('minRent', next.minRent);
    if (next.maxRent) search.set('maxRent', next.maxRent);
    setParams(search);
  };
  return [filter, set];
}

export default function ApartmentsPage() {
  const title = useBuildingTitle();
  const t = useT();
  const [filter, setFilter] = useFilter();
  const { data, isPending, refetch, error } = useApartments(filter);
  const clear = () => setFilter({ page: 1, minRent: '', maxRent: '' });
  const auth = useAuth();
  const user = currentUser(auth.state);
  const requested = useRequestedApartments(user?.uid ?? null);
  const apply = useApplyForAgreement();
  const navigate = useNavigate();
  const location = useLocation();

  /** Sends the signed-in person's request for the flat, and says how it went. */
  const send = (
    apartment: Pick<ApartmentDto, '_id'> & Partial<ApartmentDto>,
    sent: string,
    then?: () => void,
    who = user,
  ) =>
    apply.mutate(
      { apartment, userName: who?.displayName ?? who?.email ?? '', userEmail: who?.email ?? '' },
      {
        onSuccess: () => {
          requested.add(apartment._id, who?.uid ?? null);
          toast.success(sent);
          then?.();
        },
        onError: (error) => toast.error(error instanceof HttpError ? error.message : t('apartments.somethingWrong')),
      },
    );

  const onApply = async (apartment: ApartmentDto) => {
    // Pressed before the identity service said who is signed in (it starts once the page is idle): ask it first.
    const who = user ?? (auth.state.status === 'loading' ? await auth.whenKnown() : null);
    if (!who) {
      const journey: Journey = {
        from: location,
        apply: {
          id: apartment._id,
          label: t('apartments.location', { block: apartment.block, floor: apartment.floor, number: apartment.number }),
        },
      };
      navigate('/login', { state: journey });
      return;
    }
    send(apartment, t('apartments.requestSentToast'), undefined, who);
  };

  // Back from signing in to apply: the request is one click away, for the flat they pressed Apply on.
  const intent = journeyOf(location.state).apply;
  const pendingIntent = user && intent && !requested.has(intent.id) ? intent : undefined;
  const forgetIntent = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  const applyStateOf = (id: string) =>
    requested.has(id) ? 'sent' : apply.isPending && apply.variables?.apartment._id === id ? 'sending' : 'idle';

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{t('apartments.title', { title })}</title>
      <PageHeading>{t('apartments.heading')}</PageHeading>
      {pendingIntent && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">{t('apartments.intent', { label: pendingIntent.label })}</p>
          <div className="flex gap-2">
            <Button
              disabled={apply.isPending}
              onClick={() =>
                send(
                  { _id: pendingIntent.id },
                  t('apartments.intentSent', { label: pendingIntent.label }),
                  forgetIntent,
                )
              }
            >
              {apply.isPending ? t('apartments.sending') : t('apartments.sendRequest')}
            </Button>
            <Button variant="secondary" onClick={forgetIntent}>
              {t('apartments.notNow')}
            </Button>
          </div>
        </div>
      )}
      <ApartmentFilters
        key={`${filter.minRent}|${filter.maxRent}`}
        minRent={filter.minRent}
        maxRent={filter.maxRent}
        onSearch={(f) => setFilter({ ...f, page: 1 })}
      />
      {isPending ? (
        <ApartmentList status="loading" />
      ) : !data && error instanceof HttpError && error.status === 400 ? (
        <ApartmentList status="refused" message={error.message} onClear={clear} />
      ) : !data ? (
        <ApartmentList status="error" onRetry={() => void refetch()} />
      ) : (
        <ApartmentList
          status="ready"
          apartments={data.apartments}
          applyStateOf={applyStateOf}
          onApply={onApply}
          empty={
            <EmptyPage
              filter={filter}
              total={data.total}
              onFirstPage={() => setFilter({ ...filter, page: 1 })}
              onClear={clear}
            />
          }
        />
      )}
      {data && (
        <Pagination
          page={filter.page}
          total={data.total}
          pageSize={APARTMENT_PAGE_SIZE}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      )}
    </div>
  );
}

/** Why a page shows no apartments, and the way back: past the last page, a range nothing is in, or none listed. */
function EmptyPage({
  filter,
  total,
  onFirstPage,
  onClear,
}: {
  filter: ApartmentFilter;
  total: number;
  onFirstPage: () => void;
  onClear: () => void;
}) {
  const t = useT();
  const pages = Math.ceil(total / APARTMENT_PAGE_SIZE);
  const filtered = filter.minRent !== '' || filter.maxRent !== '';
  const [text, action, act] =
    total > 0
      ? [t('apartments.noSuchPage', { page: filter.page, pages }), t('apartments.firstPage'), onFirstPage]
      : filtered
        ? [t('apartments.noMatch'), t('apartments.showAll'), onClear]
        : [t('apartments.noneListed'), null, null];
  return (
    <div className="flex flex-col items-center gap-3">
      <StatusText>{text}</StatusText>
      {action && act && (
        <Button variant="secondary" onClick={act}>
          {action}
        </Button>
      )}
    </div>
  );
}
