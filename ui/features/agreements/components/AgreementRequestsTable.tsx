import type { AgreementDto } from '@contract/agreements';
import { Button } from '@/components/ui/Button.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import type { Decision } from '../api/agreement-requests.ts';

interface Props {
  requests: AgreementDto[];
  /** Requests whose decision is on its way to the server, by id: their buttons are off until the answer comes. */
  deciding: Readonly<Record<string, Decision>>;
  onDecide: (agreement: AgreementDto, action: Decision) => void;
  /** The request a notification opened, marked in the list. */
  current?: string | null;
  /** Opens the request's tenant details. */
  onDetails: (agreement: AgreementDto) => void;
}

const flatKey = (a: AgreementDto) => `${a.block}|${a.floor}|${a.number}`;

/** How many waiting requests want each flat: more than one means accepting one leaves the others to reject. */
export function competition(requests: readonly AgreementDto[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of requests) counts.set(flatKey(a), (counts.get(flatKey(a)) ?? 0) + 1);
  return counts;
}

export function AgreementRequestsTable({ requests, deciding, onDecide, onDetails, current = null }: Props) {
  const t = useT();
  const format = useFormat();
  const wanted = competition(requests);
  const columns: Column<AgreementDto>[] = [
    {
      header: t('agreements.userName'),
      cell: (a) => (
        <span className="flex flex-col items-start">
          <span>{a.userName}</span>
          {(a.owed ?? 0) > 0 && (
            <span className="block text-xs font-semibold whitespace-normal text-amber-800">
              {t('agreements.owes', { amount: <Taka amount={a.owed!} /> })}
            </span>
          )}
          <button
            type="button"
            onClick={() => onDetails(a)}
            aria-label={t('tenant.detailsOf', { name: a.userName })}
            className="mt-1 min-h-6 rounded text-sm font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-900"
          >
            {t('tenant.details')}
          </button>
        </span>
      ),
      wrap: true,
    },
    { header: t('agreements.userEmail'), cell: (a) => <EmailText email={a.userEmail} />, wrap: true },
    { header: t('agreements.floorNo'), cell: (a) => format.number(a.floor), numeric: true },
    { header: t('agreements.blockName'), cell: (a) => a.block },
    {
      header: t('agreements.roomNo'),
      cell: (a) => {
        const others = (wanted.get(flatKey(a)) ?? 1) - 1;
        return (
          <span className="flex flex-col">
            <span>{a.number}</span>
            {others > 0 && (
              <span className="text-xs font-semibold whitespace-normal text-amber-800">
                {t('agreements.otherRequests', { count: others })}
              </span>
            )}
          </span>
        );
      },
    },
    { header: t('agreements.rent'), cell: (a) => <Taka amount={a.rent} />, numeric: true },
    {
      header: t('agreements.requestDate'),
      cell: (a) => <span className="whitespace-nowrap">{format.date(a.requestDate)}</span>,
    },
    {
      header: t('agreements.actions'),
      cell: (a) => {
        const pending = deciding[a._id];
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              className="bg-green-700! hover:bg-green-800! disabled:bg-slate-400!"
              disabled={pending !== undefined}
              onClick={() => onDecide(a, 'accept')}
              aria-label={t('agreements.acceptName', { name: a.userName })}
            >
              {pending === 'accept' ? t('agreements.accepting') : t('agreements.accept')}
            </Button>
            <Button
              variant="secondary"
              disabled={pending !== undefined}
              onClick={() => onDecide(a, 'reject')}
              aria-label={t('agreements.rejectName', { name: a.userName })}
            >
              {pending === 'reject' ? t('agreements.rejecting') : t('agreements.reject')}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('agreements.caption')}
      columns={columns}
      rows={requests}
      rowKey={(a) => a._id}
      empty={t('agreements.empty')}
      current={current}
    />
  );
}
