import { createHash } from 'node:crypto';
import { logoBase64, serviceMessages } from '@portal/shared/services';
import { identifyImage } from '@server/lib/images/identify';

export type CheckedLogo = { dataUrl: string; hash: string } | { problem: string };

/** The logo's version and ETag: SHA-256 of its bytes, base64url (record 0023). */
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/**
 * Reads a logo the schema has already found present, base64 and at most 1 MB (record 0014).
 * What it is comes from the decoded bytes alone, never from a file name or the data URL's
 * declared type; a file that is not exactly one well-formed PNG, JPEG or WebP is refused. The
 * stored logo is a data URL of the type that was found, with the hash of its bytes.
 */
export function checkLogo(logo: string): CheckedLogo {
  const bytes = Buffer.from(logoBase64(logo), 'base64');
  const format = identifyImage(bytes);
  if (!format) return { problem: serviceMessages.logoType };
  if (!format.isWellFormed(bytes)) {
    return {
      problem: `The logo is not a well-formed ${format.label} file: it is damaged or carries extra data.`,
    };
  }
  return { dataUrl: `data:${format.mime};base64,${bytes.toString('base64')}`, hash: hashOf(bytes) };
}

/** A stored logo's type and bytes: the server wrote it as `data:<type>;base64,<bytes>`. */
export function logoFile(dataUrl: string): { type: string; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  return { type, bytes: Buffer.from(dataUrl.slice(comma + 1), 'base64') };
}
