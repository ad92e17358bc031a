import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  paymentCalls,
  SUSPENSE_STATUSES,
  type AllocateInputSchema,
  type RefundInputSchema,
} from '@portal/shared/payments';
import type { z } from 'zod';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { useStatusList } from '@web/components/data-table/use-status-list';
import { ApiError, http } from '@web/lib/http-client';

export const suspenseListKey = pagedListKey('payments/suspense');

export type SuspenseStatus = (typeof SUSPENSE_STATUSES)[number];
/** What the list shows: one status, or every payment ever held ('all'). Held unless the address says. */
export type SuspenseView = SuspenseStatus | 'all';
/** The view as the address holds it: nothing for the held payments, the list's usual view. */
export type SuspenseFilter = { status?: Exclude<SuspenseView, 'held'> };

export type AllocateValues = z.output<typeof AllocateInputSchema>;
export type RefundValues = z.output<typeof RefundInputSchema>;

/**
 * Money held in suspense, newest first. The list opens on what is still held, the work to do;
 * the address (`?status=&page=`) says which others are shown, so reload and Back keep them.
 */
export function useSuspenseList() {
  const { show, ...list } = useStatusList({
    call: paymentCalls.suspense,
    listKey: suspenseListKey,
    statuses: SUSPENSE_STATUSES,
    opening: 'held',
  });
  const filter: SuspenseFilter = list.view === 'held' ? {} : { status: list.view };
  return {
    ...list,
    filter,
    /** Shows the first page of the payments `filter` names. */
    apply: (next: SuspenseFilter) => show(next.status ?? 'held'),
  };
}

/** The list again once a payment has moved on: done, or done by someone else meanwhile (409). */
function reloadUnlessRefused(queryClient: QueryClient, error: Error | null) {
  if (error && !(error instanceof ApiError && error.status === 409)) return;
  void queryClient.invalidateQueries({ queryKey: suspenseListKey });
}

/**
 * Settles the invoice named with a held payment: an unknown invoice, another currency or more
 * than its balance comes back under the invoice number (422); a payment no longer held, or one
 * typed in by hand already, is a 409. The list reloads after either: the row has moved on.
 */
export function useAllocate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: AllocateValues }) =>
      http.call(paymentCalls.allocate, { params: { id }, body: values }),
    onSettled: (_answer, error) => reloadUnlessRefused(queryClient, error),
  });
}

/** Marks a held payment as paid back to the payer; one no longer held is a 409. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: RefundValues }) =>
      http.call(paymentCalls.refund, { params: { id }, body: values }),
    onSettled: (_answer, error) => reloadUnlessRefused(queryClient, error),
  });
}
