import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditListAnswerSchema } from '@portal/shared/audit';
import { useSearchParams } from 'react-router';
import { pagedListKey } from '../../../components/data-table/use-paged-list';
import { http } from '../../../lib/http-client';
import {
  auditAddressOf,
  auditQueryOf,
  followedAddress,
  type AuditAddress,
  type AuditFilterText,
} from '../audit-address';

const THINGS = 'audit-events';

/**
 * GET /audit-events for the page and filters the address names: each move (Apply, Clear, a page
 * link) is a step in the browser's history.
 */
export function useAuditEvents() {
  const [params, setParams] = useSearchParams();
  const address = auditAddressOf(params);
  const path = `/${THINGS}${auditQueryOf(address)}`;
  const query = useQuery({
    queryKey: [...pagedListKey(THINGS), path],
    queryFn: ({ signal }) => http.get(path, { schema: AuditListAnswerSchema, signal }),
    placeholderData: keepPreviousData,
  });
  // The address holds the audit screen's state and nothing else.
  const show = (next: AuditAddress) => setParams(new URLSearchParams(auditQueryOf(next)));
  return {
    page: query.data,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    follow: (url: string) => show(followedAddress(address, url)),
    filter: address.filter,
    /** Shows the first page of the events `filter` lets through. */
    apply: (filter: AuditFilterText) => show({ page: 1, filter }),
  };
}

/** GET /audit-events/export: every event the filters let through, as a CSV file. */
export const downloadAuditCsv = (filter: AuditFilterText) =>
  http.download(`/${THINGS}/export${auditQueryOf({ page: 1, filter })}`);
