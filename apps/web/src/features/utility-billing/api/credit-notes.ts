import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CREDIT_NOTE_STATUSES,
  utilityBillCalls,
  type CreditNote,
  type CreditNoteInputSchema,
  type CreditNoteStatus,
} from '@portal/shared/utility-bills';
import type { z } from 'zod';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { useStatusList } from '@web/components/data-table/use-status-list';
import { http } from '@web/lib/http-client';

export const creditNotesListKey = pagedListKey('utility-credit-notes');

export type CreditNoteValues = z.output<typeof CreditNoteInputSchema>;

/** What the list shows: one status, or every note ('all'). Pending unless the address says. */
export type CreditNoteView = CreditNoteStatus | 'all';

/**
 * The credit notes, pending first: the list opens on those waiting for a second person, and the
 * address (`?status=&page=`) says which others are shown, so reload and Back keep them.
 */
export function useCreditNoteList() {
  return useStatusList({
    call: utilityBillCalls.creditNotes,
    listKey: creditNotesListKey,
    statuses: CREDIT_NOTE_STATUSES,
    opening: 'pending',
  });
}

/**
 * Raises a credit note on an issued bill: more than the bill has left to credit comes back under
 * the amount (422); a draft bill is a 409, toasted.
 */
export function useRequestCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ billId, values }: { billId: number; values: CreditNoteValues }) =>
      http.call(utilityBillCalls.requestCreditNote, { params: { id: billId }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditNotesListKey }),
  });
}

/**
 * Approves or rejects another person's note: one decided already is a 409, toasted. One's own
 * is never sent (the server's 403 would end the session), the screen says why instead.
 */
export function useDecideCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ note, decision }: { note: CreditNote; decision: 'approve' | 'reject' }) =>
      http.call(
        decision === 'approve'
          ? utilityBillCalls.approveCreditNote
          : utilityBillCalls.rejectCreditNote,
        { params: { id: note.id } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditNotesListKey }),
  });
}
