import type { ReactNode } from 'react';
import type { ApartmentDto } from '@contract/apartments';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ApartmentCard, type ApplyState } from './ApartmentCard.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

export type ApartmentListProps =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  /** The server refused the search itself (a range it cannot answer): its words, and a search it can. */
  | { status: 'refused'; message: string; onClear: () => void }
  | {
      status: 'ready';
      apartments: readonly ApartmentDto[];
      applyStateOf: (id: string) => ApplyState;
      onApply: (apartment: ApartmentDto) => void;
      /** What to say when the page has no apartments (why, and what to do); a plain line by default. */
      empty?: ReactNode;
    };

export function ApartmentList(props: ApartmentListProps) {
  const t = useT();
  if (props.status === 'loading') return <StatusText>{t('apartments.loading')}</StatusText>;
  if (props.status === 'error') {
    return (
      <div className="flex flex-col items-center gap-3">
        <StatusText tone="error">{t('apartments.loadFailed')}</StatusText>
        <Button variant="secondary" onClick={props.onRetry}>
          {t('apartments.tryAgain')}
        </Button>
      </div>
    );
  }
  if (props.status === 'refused') {
    return (
      <div className="flex flex-col items-center gap-3">
        <StatusText tone="error">{props.message}</StatusText>
        <Button variant="secondary" onClick={props.onClear}>
          {t('apartments.showAll')}
        </Button>
      </div>
    );
  }
  if (props.apartments.length === 0) return props.empty ?? <StatusText>{t('apartments.noMatch')}</StatusText>;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {props.apartments.map((apartment, position) => (
        <li key={apartment._id}>
          <ApartmentCard
            apartment={apartment}
            position={position}
            applyState={props.applyStateOf(apartment._id)}
            onApply={props.onApply}
          />
        </li>
      ))}
    </ul>
  );
}
