import { Alert } from '@mantine/core';
import { RecordEditPage } from '@web/components/record-edit-page';
import { usePartnership } from '@web/features/vendor-partnerships/api/partnerships';
import { WorkplanForm } from '@web/features/vendor-partnerships/forms/workplan-form';
import { partnershipPaths } from '@web/features/vendor-partnerships/paths';

/**
 * The vendor writes the year's workplan, or a revision of the approved one (docs/product.md,
 * "The vendor partnership"); a plan waiting for approval, or a partnership that has ended, says so.
 */
export function Component() {
  return (
    <RecordEditPage
      title="Workplan"
      width={880}
      useRecord={usePartnership}
      noun="partnership"
      back={{ to: partnershipPaths.list, label: 'Back to partnerships' }}
    >
      {(partnership) =>
        partnership.actions.includes('write_workplan') ||
        partnership.actions.includes('edit_workplan') ? (
          <WorkplanForm partnership={partnership} />
        ) : (
          <Alert color="blue" title="Nothing to write now">
            The workplan can be written by the vendor while the partnership runs and no version of
            this year&apos;s plan is waiting for approval.
          </Alert>
        )
      }
    </RecordEditPage>
  );
}
