// The first bytes of each image type a logo may be (record 0014): PNG's eight-byte signature,
// JPEG's start-of-image marker, and WebP's RIFF container of form type WEBP.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  expected.every((byte, index) => bytes[at + index] === byte);

/** How many bytes `isLogoImage` reads: enough for every signature above. */
export const LOGO_SIGNATURE_LENGTH = 12;

/**
 * Whether a file's first bytes are those of a PNG, JPEG or WebP image. Checked before the file is
 * read whole, so a text file or a renamed document is refused at once, whatever its name or the
 * type its name suggests; the server still checks the whole image.
 */
export function isLogoImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, PNG) ||
    startsWith(bytes, JPEG) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}
