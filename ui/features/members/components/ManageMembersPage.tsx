import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MemberDto } from '@contract';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMembers, useRemoveMember } from '../api/members.ts';
import { MembersTable } from './MembersTable.tsx';

export const removeQuestion = (name: string) =>
  `Are you sure you want to remove ${name} as a member? This will also delete their agreement.`;

export default function ManageMembersPage() {
  const members = useMembers();
  const remove = useRemoveMember();
  const [asking, setAsking] = useState<MemberDto | null>(null);

  const confirm = async () => {
    if (!asking) return;
    const member = asking;
    setAsking(null);
    try {
      await remove.mutateAsync(member.email);
      toast.success('Member removed successfully and agreement deleted');
    } catch (error) {
      toast.error(`Failed to remove member: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <DashboardPage title="Manage Members" wide>
      {members.isPending ? (
        <StatusText>Loading members...</StatusText>
      ) : members.isError ? (
        <ErrorBanner>Failed to load members. Please try again.</ErrorBanner>
      ) : (
        <MembersTable
          members={members.data}
          removing={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={setAsking}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Remove member"
        message={asking ? removeQuestion(asking.name) : ''}
        confirmLabel="Remove"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </DashboardPage>
  );
}
