import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import type { PublicVendorCall } from '@portal/shared/vendor-calls';
import { paths } from '@web/config/resources';
import { useOpenCalls } from '../api/list-open-calls';
import { useMyVendorApplications } from '../api/list-vendor-applications';

/** The application of the vendor's that stands on `call`: one a call, a withdrawn one aside. */
export const standingOn = (call: PublicVendorCall, mine: VendorApplicationRow[]) =>
  mine.find((row) => row.call.id === call.id && row.stage !== 'withdrawn');

/** A way into the vendor journey: a draft to finish, or open calls to apply to. */
export type ApplyEntry =
  | { kind: 'continue'; draft: VendorApplicationRow; call: PublicVendorCall; to: string }
  | { kind: 'apply'; calls: PublicVendorCall[]; to: string };

/**
 * Where a vendor goes from the services page or the dashboard while a call is open
 * (docs/product.md, "Software and cloud vendors"): back to their draft on it (unless `drafts` is
 * false, where the drafts are listed already), else to apply to the open calls they have no
 * application to; nothing when there is none, or while loading.
 */
export function useApplyEntry(userId: number, drafts: boolean): ApplyEntry | null {
  const calls = useOpenCalls().data;
  const mine = useMyVendorApplications(userId).data;
  if (!calls || !mine) return null;
  for (const call of drafts ? calls : []) {
    const draft = standingOn(call, mine);
    if (draft?.stage === 'draft')
      return { kind: 'continue', draft, call, to: paths.myVendorApplications.edit(draft.id) };
  }
  const open = calls.filter((call) => !standingOn(call, mine));
  if (open.length === 0) return null;
  const create = paths.myVendorApplications.create;
  return {
    kind: 'apply',
    calls: open,
    to: open.length === 1 ? `${create}?call_id=${open[0]!.id}` : create,
  };
}
