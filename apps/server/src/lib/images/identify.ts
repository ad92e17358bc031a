import type { ImageFormat } from './format';
import { jpeg } from './jpeg';
import { png } from './png';
import { webp } from './webp';

export type { ImageFormat };

/** The accepted format whose magic number the bytes start with; SVG, GIF and the rest have none. */
export function identifyImage(bytes: Buffer): ImageFormat | undefined {
  return [png, jpeg, webp].find((format) => format.hasSignature(bytes));
}
