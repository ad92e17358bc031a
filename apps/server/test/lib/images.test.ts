import { describe, expect, it } from 'vitest';
import { crc32 } from '@server/lib/images/crc32';
import { identifyImage } from '@server/lib/images/identify';
import { jpeg, png, PNG_SIGNATURE, pngChunk, webpLossless, webpLossy } from '../helpers/images';

const wellFormed = (bytes: Buffer) => identifyImage(bytes)?.isWellFormed(bytes) ?? false;

describe('image structure checks', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('accepts the fixtures of each format', () => {
    for (const image of [png(), jpeg, webpLossy, webpLossless])
      expect(wellFormed(image)).toBe(true);
  });

  it('refuses a PNG without image data, with IHDR out of place, or cut before IEND', () => {
    const header = png().subarray(8, 33);
    const iend = pngChunk('IEND');
    expect(wellFormed(Buffer.concat([PNG_SIGNATURE, header, iend]))).toBe(false);
    const idat = pngChunk('IDAT', Buffer.from([0]));
    expect(wellFormed(Buffer.concat([PNG_SIGNATURE, idat, header, iend]))).toBe(false);
    expect(wellFormed(png().subarray(0, -12))).toBe(false);
  });

  it('accepts private ancillary PNG chunks and JPEG fill bytes before a marker', () => {
    expect(wellFormed(png([pngChunk('tEXt', Buffer.from('Software\0portal'))]))).toBe(true);
    const filled = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xff]),
      jpeg.subarray(2),
    ]);
    expect(wellFormed(filled)).toBe(true);
  });

  it('refuses a JPEG whose scan comes before any frame header, or a second SOI', () => {
    const scanFirst = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9]);
    expect(wellFormed(scanFirst)).toBe(false);
    expect(wellFormed(Buffer.concat([jpeg.subarray(0, -2), jpeg]))).toBe(false);
  });

  it('refuses a WebP whose first chunk is not a bitstream or whose bitstream lies', () => {
    const exifFirst = Buffer.from(webpLossless);
    exifFirst.write('EXIF', 12, 'latin1');
    expect(wellFormed(exifFirst)).toBe(false);
    const badStartCode = Buffer.from(webpLossy);
    badStartCode[23] = 0;
    expect(wellFormed(badStartCode)).toBe(false);
  });
});
