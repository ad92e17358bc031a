import { Paper, Title } from '@mantine/core';
import type { CommitteeDetail, CommitteeMember } from '@portal/shared/committees';
import type { Column } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';

// A member is told apart by their user: nobody sits twice on one committee.
type MemberRow = CommitteeMember & { id: number };

const columns: Column<MemberRow>[] = [
  { header: 'Name', cell: (member) => member.name },
  { header: 'Role', cell: (member) => member.role },
  { header: 'Updated at', cell: (member) => formatDate(member.updated_at) },
];

/** show-committee's card: "{name} Members" over who sits on it, or No items. */
export function CommitteeMembers({ committee }: { committee: CommitteeDetail }) {
  const title = `${committee.name} Members`;
  const rows = committee.members.map((member) => ({ ...member, id: member.user_id }));
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <DataTable label={title} columns={columns} rows={rows} from={1} />
    </Paper>
  );
}
