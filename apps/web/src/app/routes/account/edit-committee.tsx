import { RecordEditPage } from '../../../components/record-edit-page';
import { useCommittee } from '../../../features/committees/api/get-committee';
import { CommitteeForm } from '../../../features/committees/components/committee-form';
import { committeePaths } from '../../../features/committees/paths';

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
