import type { MemberDto } from '@contract';
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
    { header: 'Name', cell: (m) => m.name },
    { header: 'Email', cell: (m) => <EmailText email={m.email} />, wrap: true },
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
