import { VendorApplicationQuerySchema } from '@portal/shared/vendor-applications';
import { VENDOR_STAGES, VENDOR_STAGE_LABELS } from '@portal/shared/vendor-journey';
import { QueueFilters, type QueueFlag } from '@web/components/applications/queue-filters';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { useCurrentUser } from '@web/lib/session';
import { vendorQueueAddressing, type VendorQueueFilterText } from './queue-address';

type Key = (typeof vendorQueueAddressing.keys)[number];

const stageOptions = VENDOR_STAGES.map((value) => ({ value, label: VENDOR_STAGE_LABELS[value] }));
const FilterSchema = VendorApplicationQuerySchema.pick({
  search_term: true,
  stage: true,
  call_id: true,
  overdue: true,
  to_evaluate: true,
});

const overdue: QueueFlag<Key> = { name: 'overdue', label: 'Overdue only' };
// Under evaluation by a committee the viewer sits on: the list a member works through.
const toEvaluate: QueueFlag<Key> = { name: 'to_evaluate', label: 'Mine to evaluate' };

type VendorQueueFiltersProps = FilterFormProps<VendorQueueFilterText> & {
  calls: { value: string; label: string }[];
};

/** The vendor queue's search and filters: by call, stage, overdue, and a member's own. */
export function VendorQueueFilters({ calls, ...props }: VendorQueueFiltersProps) {
  const onCommittee = (useCurrentUser()?.committees.length ?? 0) > 0;
  return (
    <QueueFilters
      {...props}
      addressing={vendorQueueAddressing}
      schema={FilterSchema}
      label="Filter the vendor applications"
      searchHint="Reference or organisation"
      selects={[
        { name: 'call_id', label: 'Call', data: calls },
        { name: 'stage', label: 'Stage', data: stageOptions },
      ]}
      flags={onCommittee ? [overdue, toEvaluate] : [overdue]}
    />
  );
}
