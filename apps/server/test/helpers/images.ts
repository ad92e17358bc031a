import { createHash } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';

/**
 * CRC-32 as zlib computes it, read from a gzip trailer: Node 20 has no zlib.crc32, and fixtures
 * checked with the server's own CRC code would prove nothing about it.
 */
function crc32(bytes: Uint8Array): number {
  const gzipped = gzipSync(bytes, { level: 0 });
  return gzipped.readUInt32LE(gzipped.length - 8);
}

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A PNG chunk with its length and a correct CRC. */
export function pngChunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([uint32(data.length), typed, uint32(crc32(typed))]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1x1 blue PNG (8-bit RGB); `extra` chunks go between the header and the pixels. */
export function png(extra: Buffer[] = []): Buffer {
  const header = Buffer.concat([uint32(1), uint32(1), Buffer.from([8, 2, 0, 0, 0])]);
  // One scanline: filter type 0, then the pixel's red, green and blue.
  const pixels = deflateSync(Buffer.from([0, 0x18, 0x64, 0xab]));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', pixels),
    pngChunk('IEND'),
  ]);
}

/** A valid PNG of exactly `size` bytes, filled out with a private ancillary chunk. */
export function pngOfSize(size: number): Buffer {
  const filler = size - png().length - 12;
  return png([pngChunk('flLr', Buffer.alloc(filler, 'a'))]);
}

const base64 = (text: string) => Buffer.from(text, 'base64');

// 2x2 pictures encoded by libvips (sharp 0.35), kept as text so that the tests need no encoder.
export const jpeg = base64(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAcEAABBQEBAQAAAAAAAAAAAAABAAIDBAUGESH/xAAUAQEAAAAAAAAAAAAAAAAAAAAG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Al63pNzO6rZpZ+zpVada7NDBBBaeyOKNryGsa0HxrQAAAPgAREScdf//Z',
);
export const webpLossy = base64(
  'UklGRlAAAABXRUJQVlA4IEQAAAAwAgCdASoCAAIAAUAmJaACdLoB+AADIQb7gAD+nC2G5p38Nd/me3+JW/252PvzplranCydP/kpr/G3Xn/8pV4LG7NgAA==',
);
export const webpLossless = base64('UklGRiIAAABXRUJQVlA4TBUAAAAvAUAAAA/ws//9f/P//McDViCi/yEA');
/** A 1x1 GIF: a real image, of a format the portal does not take. */
export const gif = base64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** The version a logo's address carries: SHA-256 of its bytes, base64url (record 0023). */
export const logoVersion = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url');
