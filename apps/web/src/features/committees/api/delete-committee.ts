import { committeeCalls } from '@portal/shared/committees';
import { http } from '@web/lib/http-client';

/** Deletes a committee: the memberships go with it. */
export function deleteCommittee(id: number) {
  return http.call(committeeCalls.remove, { params: { id } });
}
