import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApartmentDto } from '@contract/apartments';
import { APARTMENT_PAGE_SIZE } from '@domain/shared/paging.ts';
import { Button } from '@/components/ui/Button.tsx';
import { PageHeading } from '@/components/ui/PageHeading.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useMyAgreement } from '@/lib/api/my-agreement.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { journeyOf, type Journey } from '@/lib/auth/journey.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useApartments, type ApartmentFilter } from '../api/apartments.ts';
import { applyPath } from '../apply-path.ts';
import { useApartmentFilter } from '../use-apartment-filter.ts';
import { ApartmentFilters } from './ApartmentFilters.tsx';
import { ApartmentList } from './ApartmentList.tsx';
import type { ApplyState } from './ApartmentCard.tsx';
import { Pagination } from './Pagination.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

export default function ApartmentsPage() {
  const title = useBuildingTitle();
  const t = useT();
  const [filter, setFilter] = useApartmentFilter();
  const { data, isPending, refetch, error } = useApartments(filter);
  const clear = () => setFilter({ ...filter, page: 1, minRent: '', maxRent: '' });
  const auth = useAuth();
  const user = currentUser(auth.state);
  // The caller's own open request, from the server (never part of the list every visitor shares).
  const myAgreement = useMyAgreement();
  const mine = myAgreement.data ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  // One request at a time: set on the click itself, so a second click of a double click finds it taken.
  const inFlight = useRef(false);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const begin = (id: string) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSendingId(id);
    return true;
  };
  const done = () => {
    inFlight.current = false;
    setSendingId(null);
  };

  /** The apply form for the flat: the tenant details first, then the request. */
  const toForm = (apply: { id: string; label: string }) =>
    navigate(applyPath(apply.id), { state: { apply, from: location } });

  const onApply = async (apartment: ApartmentDto) => {
    if (!begin(apartment._id)) return;
    // Pressed before the identity service said who is signed in (it starts once the page is idle): ask it first.
    const who = user ?? (auth.state.status === 'loading' ? await auth.whenKnown() : null);
    done();
    const apply = {
      id: apartment._id,
      label: t('apartments.location', { block: apartment.block, floor: apartment.floor, number: apartment.number }),
    };
    if (!who) {
      const journey: Journey = { from: location, apply };
      navigate('/login', { state: journey });
      return;
    }
    toForm(apply);
  };

  // Back from signing in to apply: the request is one click away, for the flat they pressed Apply on.
  const intent = journeyOf(location.state).apply;
  const pendingIntent = user && intent && myAgreement.isSuccess && mine?.apartmentId !== intent.id ? intent : undefined;
  const forgetIntent = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  const applyStateOf = (id: string): ApplyState =>
    mine?.apartmentId === id ? (mine.status === 'pending' ? 'sent' : 'yours') : sendingId === id ? 'sending' : 'idle';

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <title>{t('apartments.title', { title })}</title>
      <PageHeading>{t('apartments.heading')}</PageHeading>
      {pendingIntent && user && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">{t('apartments.intent', { label: pendingIntent.label })}</p>
          <div className="flex gap-2">
            <Button onClick={() => toForm(pendingIntent)}>{t('apartments.sendRequest')}</Button>
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
        onSearch={(f) => setFilter({ ...filter, ...f, page: 1 })}
        availableOnly={filter.availableOnly}
        onAvailableOnly={(availableOnly) => setFilter({ ...filter, availableOnly, page: 1 })}
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
              onShowLet={() => setFilter({ ...filter, page: 1, availableOnly: false })}
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

/**
 * Why a page shows no apartments, and the way back: past the last page, a range nothing is in, every flat let, or
 * none listed.
 */
function EmptyPage({
  filter,
  total,
  onFirstPage,
  onClear,
  onShowLet,
}: {
  filter: ApartmentFilter;
  total: number;
  onFirstPage: () => void;
  onClear: () => void;
  onShowLet: () => void;
}) {
  const t = useT();
  const pages = Math.ceil(total / APARTMENT_PAGE_SIZE);
  const filtered = filter.minRent !== '' || filter.maxRent !== '';
  const [text, action, act] =
    total > 0
      ? [t('apartments.noSuchPage', { page: filter.page, pages }), t('apartments.firstPage'), onFirstPage]
      : filtered
        ? [t('apartments.noMatch'), t('apartments.showAll'), onClear]
        : filter.availableOnly
          ? [t('apartments.noneFree'), t('apartments.showLet'), onShowLet]
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
