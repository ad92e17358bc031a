import type { ImageFormat } from './format';

const RIFF_HEADER_LENGTH = 12;
const CHUNK_HEADER_LENGTH = 8;
const VP8X_LENGTH = 10;
const VP8_START_CODE = Buffer.from([0x9d, 0x01, 0x2a]);
const VP8L_SIGNATURE = 0x2f;
/** A simple file starts with its bitstream (VP8 lossy, VP8L lossless); an extended one with VP8X. */
const FIRST_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);
/** Chunks that hold a picture: a bitstream, or a frame of an animation. */
const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'ANMF']);

const hasSignature = (bytes: Buffer) =>
  bytes.length >= RIFF_HEADER_LENGTH &&
  bytes.toString('latin1', 0, 4) === 'RIFF' &&
  bytes.toString('latin1', 8, 12) === 'WEBP';

/** The chunk's own header is what its type says: a VP8 key frame's start code, VP8L's 0x2F. */
function chunkHeaderMatches(fourcc: string, data: Buffer): boolean {
  if (fourcc === 'VP8 ') return data.length >= 10 && data.subarray(3, 6).equals(VP8_START_CODE);
  if (fourcc === 'VP8L') return data.length >= 5 && data[0] === VP8L_SIGNATURE;
  if (fourcc === 'VP8X') return data.length === VP8X_LENGTH;
  return true;
}

/**
 * RIFF whose declared size is the file's size, the WEBP form type, a VP8, VP8L or VP8X chunk
 * first, and chunks (padded to even sizes) that fill the file exactly, one of them a picture.
 * Bytes beyond the declared size fail.
 */
function isWellFormed(bytes: Buffer): boolean {
  if (!hasSignature(bytes) || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let offset = RIFF_HEADER_LENGTH;
  let sawImage = false;
  while (offset + CHUNK_HEADER_LENGTH <= bytes.length) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const dataStart = offset + CHUNK_HEADER_LENGTH;
    const end = dataStart + size + (size % 2);
    if (!/^[\x20-\x7e]{4}$/.test(fourcc) || end > bytes.length) return false;
    if (offset === RIFF_HEADER_LENGTH && !FIRST_CHUNKS.has(fourcc)) return false;
    if (!chunkHeaderMatches(fourcc, bytes.subarray(dataStart, dataStart + size))) return false;
    if (IMAGE_CHUNKS.has(fourcc)) sawImage = true;
    offset = end;
  }
  return sawImage && offset === bytes.length;
}

export const webp: ImageFormat = {
  mime: 'image/webp',
  label: 'WebP',
  hasSignature,
  isWellFormed,
};
