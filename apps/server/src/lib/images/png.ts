import { crc32 } from './crc32';
import type { ImageFormat } from './format';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type and CRC: four bytes each around a chunk's data. */
const CHUNK_FRAME_LENGTH = 12;
const IHDR_LENGTH = 13;
// A decoder must refuse a critical chunk it does not know (the PNG standard's chunk naming
// conventions), so the check does too.
const KNOWN_CRITICAL_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

const hasSignature = (bytes: Buffer) => SIGNATURE.equals(bytes.subarray(0, SIGNATURE.length));

/** A chunk is critical when the first letter of its type is upper case. */
const isCritical = (type: string) => type[0] === type[0]?.toUpperCase();

/**
 * Signature, then chunks (length, type, data, CRC) whose CRCs all match: IHDR first, at least one
 * IDAT, and IEND last, ending the file. Bytes appended after IEND (an HTML page, a script) fail.
 */
function isWellFormed(bytes: Buffer): boolean {
  if (!hasSignature(bytes)) return false;
  let offset = SIGNATURE.length;
  let sawImageData = false;
  while (offset + CHUNK_FRAME_LENGTH <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || dataEnd + 4 > bytes.length) return false;
    if (crc32(bytes.subarray(offset + 4, dataEnd)) !== bytes.readUInt32BE(dataEnd)) return false;
    const first = offset === SIGNATURE.length;
    if (first !== (type === 'IHDR') || (first && length !== IHDR_LENGTH)) return false;
    if (isCritical(type) && !KNOWN_CRITICAL_CHUNKS.has(type)) return false;
    if (type === 'IDAT') sawImageData = true;
    if (type === 'IEND') return length === 0 && sawImageData && dataEnd + 4 === bytes.length;
    offset = dataEnd + 4;
  }
  return false;
}

export const png: ImageFormat = {
  mime: 'image/png',
  label: 'PNG',
  hasSignature,
  isWellFormed,
};
