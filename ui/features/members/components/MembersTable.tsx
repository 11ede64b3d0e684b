import type { MemberDto } from '@contract';
import { describeLocation } from '@domain/apartment.ts';
import { formatMonth } from '@domain/month.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';

interface Props {
  members: MemberDto[];
  removing: string | null;
  onRemove: (member: MemberDto) => void;
}

export function MembersTable({ members, removing, onRemove }: Props) {
  const columns: Column<MemberDto>[] = [
    { header: 'Name', cell: (m) => m.name, wrap: true },
    { header: 'Email', cell: (m) => <EmailText email={m.email} />, wrap: true },
    {
      header: 'Flat',
      cell: (m) => (m.apartment ? describeLocation(m.apartment) : <span className="text-slate-600">-</span>),
      wrap: true,
    },
    {
      header: 'Lease From',
      cell: (m) => (m.leaseStart ? formatMonth(m.leaseStart) : <span className="text-slate-600">-</span>),
    },
    {
      header: 'Owes',
      cell: (m) =>
        m.owed > 0 ? (
          <span className="flex flex-col items-end">
            <Taka amount={m.owed} />
            <span className="text-xs text-amber-800">
              {m.unpaidMonths.length === 1 ? '1 month unpaid' : `${m.unpaidMonths.length} months unpaid`}
            </span>
          </span>
        ) : (
          <span className="text-green-800">Paid up</span>
        ),
      numeric: true,
    },
    {
      header: 'Action',
      cell: (m) => (
        <Button
          variant="secondary"
          className="text-red-700!"
          disabled={removing === m.email}
          onClick={() => onRemove(m)}
          aria-label={`Remove ${m.name}`}
        >
          {removing === m.email ? 'Removing...' : 'Remove'}
        </Button>
      ),
    },
  ];
  return (
    <DataTable caption="Members" columns={columns} rows={members} rowKey={(m) => m._id} empty="No members found" />
  );
}
