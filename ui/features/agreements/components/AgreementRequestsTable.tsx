import type { AgreementDto } from '@contract';
import { Button } from '@/components/ui/Button.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { formatDate } from '@/lib/format.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import type { Decision } from '../api/agreement-requests.ts';

interface Props {
  requests: AgreementDto[];
  /** Requests whose decision is on its way to the server, by id: their buttons are off until the answer comes. */
  deciding: Readonly<Record<string, Decision>>;
  onDecide: (agreement: AgreementDto, action: Decision) => void;
}

const flatKey = (a: AgreementDto) => `${a.block}|${a.floor}|${a.number}`;

/** How many waiting requests want each flat: more than one means accepting one leaves the others to reject. */
export function competition(requests: readonly AgreementDto[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of requests) counts.set(flatKey(a), (counts.get(flatKey(a)) ?? 0) + 1);
  return counts;
}

export function AgreementRequestsTable({ requests, deciding, onDecide }: Props) {
  const wanted = competition(requests);
  const columns: Column<AgreementDto>[] = [
    { header: 'User Name', cell: (a) => a.userName, wrap: true },
    { header: 'User Email', cell: (a) => <EmailText email={a.userEmail} />, wrap: true },
    { header: 'Floor No', cell: (a) => a.floor, numeric: true },
    { header: 'Block Name', cell: (a) => a.block },
    {
      header: 'Room No',
      cell: (a) => {
        const others = (wanted.get(flatKey(a)) ?? 1) - 1;
        return (
          <span className="flex flex-col">
            <span>{a.number}</span>
            {others > 0 && (
              <span className="text-xs font-semibold text-amber-800">
                {others === 1 ? '1 other request' : `${others} other requests`} for this flat
              </span>
            )}
          </span>
        );
      },
    },
    { header: 'Rent', cell: (a) => <Taka amount={a.rent} />, numeric: true },
    {
      header: 'Agreement Request Date',
      cell: (a) => <span className="whitespace-nowrap">{formatDate(a.requestDate)}</span>,
    },
    {
      header: 'Actions',
      cell: (a) => {
        const pending = deciding[a._id];
        return (
          <div className="flex gap-2">
            <Button
              className="bg-green-700! hover:bg-green-800! disabled:bg-slate-400!"
              disabled={pending !== undefined}
              onClick={() => onDecide(a, 'accept')}
              aria-label={`Accept ${a.userName}'s request`}
            >
              {pending === 'accept' ? 'Accepting...' : 'Accept'}
            </Button>
            <Button
              variant="secondary"
              disabled={pending !== undefined}
              onClick={() => onDecide(a, 'reject')}
              aria-label={`Reject ${a.userName}'s request`}
            >
              {pending === 'reject' ? 'Rejecting...' : 'Reject'}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption="Agreement requests"
      columns={columns}
      rows={requests}
      rowKey={(a) => a._id}
      empty="No requests found"
    />
  );
}
