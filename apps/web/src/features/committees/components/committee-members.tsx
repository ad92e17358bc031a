import { Paper, Title } from '@mantine/core';
import type { CommitteeDetail, CommitteeMember } from '@portal/shared/committees';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { useConfirmDelete } from '@web/components/use-confirm-delete';
import { formatDate } from '@web/lib/format';
import { useCommitteeMembers } from '../api/committee-members';
import { AddMemberForm } from './add-member-form';

// A member is told apart by their user: nobody sits twice on one committee.
type MemberRow = CommitteeMember & { id: number };

const columns: Column<MemberRow>[] = [
  { header: 'Name', cell: (member) => member.name },
  { header: 'Role', cell: (member) => member.role },
  { header: 'Updated at', cell: (member) => formatDate(member.updated_at) },
];

type CommitteeMembersProps = {
  committee: CommitteeDetail;
  /** Whoever manages committees adds and removes members here; a member only reads. */
  manages?: boolean;
};

/**
 * show-committee's card: "{name} Members" over who sits on it, or No items; for a committee
 * manager, a Remove button on each member (after "Remove?") and the form that adds one.
 */
export function CommitteeMembers({ committee, manages = false }: CommitteeMembersProps) {
  const title = `${committee.name} Members`;
  const rows = committee.members.map((member) => ({ ...member, id: member.user_id }));
  const { remove } = useCommitteeMembers(committee.id);
  // The answer is the committee as it is now, already shown: nothing else to take away.
  const removal = useConfirmDelete(
    (member: MemberRow) => remove(member.user_id),
    () => {},
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        from={1}
        {...(manages && {
          actions: (member: MemberRow) => (
            <RowActions
              name={member.name}
              deleteVerb="Remove"
              onDelete={() => removal.ask(member)}
            />
          ),
          actionsWidth: 100,
        })}
      />
      {manages && <AddMemberForm committeeId={committee.id} />}
      <ConfirmDialog {...removal.dialog} confirmLabel="Remove">
        The member leaves the committee; you can add them again later.
      </ConfirmDialog>
    </Paper>
  );
}
