import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MemberDto } from '@contract';
import { describeLocation } from '@domain/apartment.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMembers, useRemoveMember } from '../api/members.ts';
import { MembersTable } from './MembersTable.tsx';

export const removeQuestion = (member: Pick<MemberDto, 'name' | 'apartment'>) =>
  `Are you sure you want to remove ${member.name} as a member? Their lease${member.apartment ? ` of ${describeLocation(member.apartment)}` : ''} ends this month; their payments and receipts stay in the records.`;

/** What the admin is told once the server removed the member: who, and which flat is free again. */
export const removedMessage = (member: Pick<MemberDto, 'name' | 'apartment'>) =>
  `${member.name} is no longer a member${member.apartment ? `; ${describeLocation(member.apartment)} is free again` : ''}`;

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
      toast.success(removedMessage(member));
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
        message={asking ? removeQuestion(asking) : ''}
        confirmLabel="Remove"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </DashboardPage>
  );
}
