import { createHash } from 'node:crypto';

/** A stored file's SHA-256 in hex: what an uploaded document and an issued letter keep of it. */
export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
