const HEADER = /^%PDF-[12]\.\d/;
const TRAILER = Buffer.from('%%EOF', 'latin1');
const CR = 0x0d;
const LF = 0x0a;

/**
 * A PDF begins with its version header ('%PDF-1.x' or '%PDF-2.x') as the very first bytes and
 * ends with '%%EOF', followed by nothing but an optional line end. A page of HTML or a script
 * named .pdf fails the first; a file smuggled after the trailer fails the second.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.toString('latin1', 0, 8))) return false;
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === LF || bytes[end - 1] === CR)) end--;
  // At most one CR LF (or a lone CR or LF) after the trailer.
  const lineEnd = bytes.length - end;
  if (lineEnd > 2 || (lineEnd === 2 && (bytes[end] !== CR || bytes[end + 1] !== LF))) return false;
  return bytes.subarray(end - TRAILER.length, end).equals(TRAILER);
}
