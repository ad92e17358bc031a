import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write that changes `things` too (an allocation changes its parcel's status), drops
 * their cached pages and records: an edit form opened on a cached record would start from its
 * old values. What is on screen (the parcel being allocated) is loaded afresh at once.
 */
export function forgetCached(queryClient: QueryClient, things: string) {
  queryClient.removeQueries({ queryKey: [things], type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: [things] });
}
