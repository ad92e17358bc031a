/**
 * A reference kept on one line: 'EOI-2026-000123' broken at a hyphen reads as two codes, and it
 * fits a phone's width and a table's column whole.
 */
export function UnbrokenReference({ reference }: { reference: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{reference}</span>;
}
