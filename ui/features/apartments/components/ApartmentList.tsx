import type { ApartmentDto } from '@contract';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ApartmentCard, type ApplyState } from './ApartmentCard.tsx';

export type ApartmentListProps =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | {
      status: 'ready';
      apartments: readonly ApartmentDto[];
      applyStateOf: (id: string) => ApplyState;
      onApply: (apartment: ApartmentDto) => void;
    };

export function ApartmentList(props: ApartmentListProps) {
  if (props.status === 'loading') return <StatusText>Loading apartments...</StatusText>;
  if (props.status === 'error') {
    return (
      <div className="flex flex-col items-center gap-3">
        <StatusText tone="error">Failed to load apartments. Please try again.</StatusText>
        <Button variant="secondary" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (props.apartments.length === 0)
    return <StatusText>No apartments match your search. Try a wider rent range.</StatusText>;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {props.apartments.map((apartment) => (
        <li key={apartment._id}>
          <ApartmentCard apartment={apartment} applyState={props.applyStateOf(apartment._id)} onApply={props.onApply} />
        </li>
      ))}
    </ul>
  );
}
