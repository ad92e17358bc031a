const WHOLE = { whiteSpace: 'nowrap' } as const;
// A line of its own when it does not fit beside the words before it; broken only when longer
// than a whole line, which a long parcel number can be on a phone.
const FITTED = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' } as const;

/**
 * A reference kept on one line: 'EOI-2026-000123' broken at a hyphen reads as two codes, and it
 * fits a phone's width and a table's column whole. In a heading (`fitted`) a reference longer
 * than the line is broken rather than pushed off the screen.
 */
export function UnbrokenReference({
  reference,
  fitted = false,
}: {
  reference: string;
  fitted?: boolean;
}) {
  return <span style={fitted ? FITTED : WHOLE}>{reference}</span>;
}
