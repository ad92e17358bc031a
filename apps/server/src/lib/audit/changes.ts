import type { AuditChanges } from '@portal/shared/audit';
import type { Snapshot } from './snapshots';

/** Values compare by content: a list of committees or permissions is a value, not an object. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `{field: {before, after}}` for the fields that differ; a missing record (before a creation,
 * after a deletion) reads as null in every field.
 */
export function changesBetween(before: Snapshot | undefined, after: Snapshot | undefined) {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (!same(was, is)) changes[field] = { before: was, after: is };
  }
  return changes;
}
