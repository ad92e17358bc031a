import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Portal } from './portal';
import {
  assignedVendorApplication,
  completeSolution,
  fullScores,
  type VendorCast,
} from './vendors';

/**
 * An application of the cast's vendor to `callId`, scored and decided by the chair with its first
 * solution approved at `shareBps`: the partnership it opens. Answers the application, its
 * solutions and the partnership's id.
 */
export async function approvedVendor(
  portal: Portal,
  cast: VendorCast,
  callId: number,
  options: { shareBps?: number; solutions?: Record<string, unknown>[] } = {},
) {
  const draft = await assignedVendorApplication(
    portal,
    cast,
    callId,
    options.solutions ?? [completeSolution({ name: `Stratus ${cast.vendor.id}` })],
  );
  await portal.call('POST', `/vendor-applications/${draft.id}/scores`, {
    token: cast.member.token,
    body: { scores: fullScores(), comment: null },
  });
  const decided = await portal.call('POST', `/vendor-applications/${draft.id}/decide`, {
    token: cast.chair.token,
    body: {
      decisions: draft.solutionIds.map((id, index) => ({
        solution_id: id,
        status: index === 0 ? 'approved' : 'not_approved',
      })),
      share_bps: options.shareBps ?? 1000,
    },
  });
  if (decided.statusCode !== 200) throw new Error(`not decided: ${decided.body}`);
  const partnership = await portal.db
    .selectFrom('vendor_partnerships')
    .select('id')
    .where('vendor_id', '=', cast.vendor.id)
    .executeTakeFirstOrThrow();
  return { ...draft, partnershipId: partnership.id };
}

/** A whole workplan for `quarters`: a target each, a lead, an activity each, and a person. */
export function workplanFor(quarters: string[], customers = 2, revenue = 500_000_00) {
  return {
    targets: quarters.map((quarter) => ({ quarter, customers, revenue })),
    leads: [{ name: 'Kilima Bank', stage: 'proposal', expected_value: 1_200_000_00 }],
    activities: quarters.map((quarter) => ({ title: `Roadshow ${quarter}`, quarter })),
    people: [{ name: 'Wanjiru Kamau', role: 'Partner manager', email: 'wanjiru@nimbus.example' }],
  };
}

/** Partnership `id` and its workplans as stored: what a refused call leaves as it was. */
export async function partnershipRecords(db: Kysely<Database>, id: number) {
  return {
    partnership: await db
      .selectFrom('vendor_partnerships')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    workplans: await db
      .selectFrom('vendor_workplans')
      .selectAll()
      .where('partnership_id', '=', id)
      .orderBy('id')
      .execute(),
  };
}

/** The ids of the partnerships `token` sees listed with a step of `queue` waiting. */
export async function waitingIds(portal: Pick<Portal, 'call'>, token: string, queue: string) {
  const list = await portal.call('GET', `/vendor-partnerships?waiting=${queue}&per_page=100`, {
    token,
  });
  if (list.statusCode !== 200) throw new Error(list.body);
  return (list.answer.data as { id: number }[]).map((row) => row.id);
}
