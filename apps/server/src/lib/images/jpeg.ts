import type { ImageFormat } from './format';

const MARKER = 0xff;
const START_OF_IMAGE = 0xd8;
const END_OF_IMAGE = 0xd9;
const START_OF_SCAN = 0xda;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Restart markers (RST0-7) and TEM stand alone: no length follows them. */
const isStandalone = (marker: number) => marker === 0x01 || isRestart(marker);

/** SOF0-15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const hasSignature = (bytes: Buffer) =>
  bytes[0] === MARKER && bytes[1] === START_OF_IMAGE && bytes[2] === MARKER;

/**
 * Where a scan's entropy-coded data ends: at the first 0xFF that is neither stuffed (FF 00) nor
 * a restart marker.
 */
function endOfScanData(bytes: Buffer, offset: number): number {
  for (let at = offset; at + 1 < bytes.length; at++) {
    const next = bytes[at + 1]!;
    if (bytes[at] === MARKER && next !== 0x00 && !isRestart(next)) return at;
  }
  return bytes.length;
}

/**
 * SOI, then marker segments whose lengths fit the file, a frame header before the first scan,
 * and EOI as the very last bytes: data after EOI (a script, a second file) fails.
 */
function isWellFormed(bytes: Buffer): boolean {
  if (!hasSignature(bytes)) return false;
  let offset = 2;
  let sawFrame = false;
  let sawScan = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== MARKER) return false;
    // A marker may be preceded by any number of 0xFF fill bytes.
    while (bytes[offset] === MARKER) offset++;
    const marker = bytes[offset++];
    if (marker === undefined || marker === 0x00 || marker === START_OF_IMAGE) return false;
    if (marker === END_OF_IMAGE) return sawScan && offset === bytes.length;
    if (isStandalone(marker)) continue;
    if (offset + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return false;
    offset += length;
    if (isStartOfFrame(marker)) sawFrame = true;
    if (marker === START_OF_SCAN) {
      if (!sawFrame) return false;
      sawScan = true;
      offset = endOfScanData(bytes, offset);
    }
  }
  return false;
}

export const jpeg: ImageFormat = {
  mime: 'image/jpeg',
  label: 'JPEG',
  hasSignature,
  isWellFormed,
};
