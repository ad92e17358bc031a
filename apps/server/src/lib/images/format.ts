/** An image format the portal accepts, told apart by its bytes alone. */
export type ImageFormat = {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  /** For messages: 'PNG'. */
  label: string;
  /** The file starts like one of this format (magic number). */
  hasSignature(bytes: Buffer): boolean;
  /** The whole file follows the format's structure, with nothing before or after it. */
  isWellFormed(bytes: Buffer): boolean;
};
