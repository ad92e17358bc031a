import { AUDIT_FILTER_KEYS } from '@portal/shared/audit';
import { linkAddressOf, listAddressOf } from '../../components/data-table/list-address';

type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** The filters as typed: an absent one is not there (never an empty string). */
export type AuditFilterText = Partial<Record<AuditFilterKey, string>>;

/**
 * What the audit screen shows, kept in the address as `?page=&action=...` with the server's own
 * parameter names, so that reload, Back and a shared link show the same events (record 0026).
 */
export type AuditAddress = { page: number; filter: AuditFilterText };

/** The filters set in `values`, the empty ones left out. */
export function filterOf(values: Partial<Record<string, string | null>>): AuditFilterText {
  const filter: AuditFilterText = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = values[key]?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

export function auditAddressOf(params: URLSearchParams): AuditAddress {
  return {
    page: listAddressOf(params).page,
    filter: filterOf(Object.fromEntries(params)),
  };
}

/** The page a server pagination link points to, the filters on screen kept. */
export const followedAddress = (address: AuditAddress, url: string): AuditAddress => ({
  ...address,
  page: linkAddressOf(url).page,
});

/** The query of `address`, the first page left out: '?page=2&action=role.created'. */
export function auditQueryOf({ page, filter }: AuditAddress): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
