import type { MemberDto } from '@contract/members';
import { Taka } from '@/components/ui/Taka.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import type { Translate } from '@/lib/i18n/intl.tsx';

/** The member's flat in the reader's language: "Block A, floor 2, A202". */
export const flatOf = (t: Translate, number: (n: number) => string, flat: NonNullable<MemberDto['apartment']>) =>
  t('members.location', { block: flat.block, floor: number(flat.floor), number: flat.number });

interface Props {
  members: MemberDto[];
  removing: string | null;
  onRemove: (member: MemberDto) => void;
  /** Opens the member's lease: its rent changes and renewal. */
  onLease?: (member: MemberDto) => void;
}

export function MembersTable({ members, removing, onRemove, onLease }: Props) {
  const t = useT();
  const format = useFormat();
  const columns: Column<MemberDto>[] = [
    { header: t('members.name'), cell: (m) => m.name, wrap: true },
    { header: t('members.email'), cell: (m) => <EmailText email={m.email} />, wrap: true },
    {
      header: t('members.flat'),
      cell: (m) => (m.apartment ? flatOf(t, format.number, m.apartment) : <span className="text-slate-600">-</span>),
      wrap: true,
    },
    {
      header: t('members.leaseFrom'),
      cell: (m) => (m.leaseStart ? format.month(m.leaseStart) : <span className="text-slate-600">-</span>),
    },
    {
      header: t('members.owes'),
      cell: (m) =>
        m.owed > 0 ? (
          <span className="flex flex-col items-end">
            <Taka amount={m.owed} />
            <span className="text-xs text-amber-800">
              {t('members.monthsUnpaid', { count: m.unpaidMonths.length })}
            </span>
          </span>
        ) : (
          <span className="text-green-800">{t('members.paidUp')}</span>
        ),
      numeric: true,
    },
    {
      header: t('members.action'),
      cell: (m) => (
        <span className="flex flex-wrap justify-end gap-2">
          {onLease && m.leaseId && (
            <Button
              variant="secondary"
              onClick={() => onLease(m)}
              aria-label={t('leaseChanges.manageName', { name: m.name })}
            >
              {t('leaseChanges.manage')}
            </Button>
          )}
          <Button
            variant="secondary"
            className="text-red-700!"
            disabled={removing === m.email}
            onClick={() => onRemove(m)}
            aria-label={t('members.removeName', { name: m.name })}
          >
            {removing === m.email ? t('members.removing') : t('members.remove')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('members.caption')}
      columns={columns}
      rows={members}
      rowKey={(m) => m._id}
      empty={t('members.empty')}
    />
  );
}
