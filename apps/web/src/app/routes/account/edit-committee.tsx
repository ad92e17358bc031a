import { RecordEditPage } from '@web/components/record-edit-page';
import { useCommittee } from '@web/features/committees/api/get-committee';
import { CommitteeForm } from '@web/features/committees/components/committee-form';
import { committeePaths } from '@web/features/committees/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit committee"
      width={520}
      useRecord={useCommittee}
      noun="committee"
      back={{ to: committeePaths.list, label: 'Back to committees' }}
    >
      {(committee) => <CommitteeForm committee={committee} />}
    </RecordEditPage>
  );
}
