import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { MemberDto } from '@contract/members';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { AutopayList } from './AutopayList.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { useMembers, useMoveOutPreview, useRemoveMember } from '../api/members.ts';
import { flatOf, MembersTable } from './MembersTable.tsx';
import { LeaseChangesDialog } from './LeaseChangesDialog.tsx';
import { MoveOutMoney } from './MoveOutMoney.tsx';

type Member = Pick<MemberDto, 'name' | 'apartment'>;

export const removeQuestion = (t: Translate, number: (n: number) => string, member: Member) =>
  member.apartment
    ? t('members.removeQuestionFlat', { name: member.name, flat: flatOf(t, number, member.apartment) })
    : t('members.removeQuestion', { name: member.name });

/** What the admin is told once the server removed the member: who, and which flat is free again. */
export const removedMessage = (t: Translate, number: (n: number) => string, member: Member) =>
  member.apartment
    ? t('members.removedFlat', { name: member.name, flat: flatOf(t, number, member.apartment) })
    : t('members.removed', { name: member.name });

export default function ManageMembersPage() {
  const t = useT();
  const format = useFormat();
  const members = useMembers();
  const remove = useRemoveMember();
  const [asking, setAsking] = useState<MemberDto | null>(null);
  const [viewing, setViewing] = useState<{ name: string; leaseId: string } | null>(null);
  const navigate = useNavigate();
  const preview = useMoveOutPreview(asking?.email ?? null);

  const confirm = async () => {
    if (!asking) return;
    const member = asking;
    const leaseId = preview.data?.leaseId ?? null;
    setAsking(null);
    try {
      await remove.mutateAsync(member.email);
      toast.success(removedMessage(t, format.number, member));
      // The lease ended and its final statement waits: the admin goes on to it.
      if (leaseId) void navigate(`/dashboard/final-statements/${encodeURIComponent(leaseId)}`);
    } catch (error) {
      toast.error(t('members.removeFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <DashboardPage title={t('members.title')} wide>
      <Link to="/dashboard/final-statements" className="w-fit font-medium text-blue-700 underline">
        {t('moveOut.list.title')}
      </Link>
      {members.isPending ? (
        <StatusText>{t('members.loading')}</StatusText>
      ) : members.isError ? (
        <ErrorBanner>{t('members.loadFailed')}</ErrorBanner>
      ) : (
        <MembersTable
          members={members.data}
          removing={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={setAsking}
          onLease={(m) => m.leaseId && setViewing({ name: m.name, leaseId: m.leaseId })}
        />
      )}
      <AutopayList />
      <LeaseChangesDialog member={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={asking !== null}
        title={t('members.removeTitle')}
        message={asking ? removeQuestion(t, format.number, asking) : ''}
        confirmLabel={t('members.remove')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <div className="flex flex-col gap-3">
            <MoveOutMoney email={asking.email} />
            {asking.owed > 0 && (
              <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
                {t('members.owesWarning', { name: asking.name, amount: <Taka amount={asking.owed} /> })}
              </p>
            )}
          </div>
        )}
      </ConfirmDialog>
    </DashboardPage>
  );
}
