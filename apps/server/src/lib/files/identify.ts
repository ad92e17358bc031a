import type { DocumentType } from '@portal/shared/applications';
import { jpeg } from '../images/jpeg';
import { png } from '../images/png';
import { isPdf } from './pdf';

/**
 * What a document's bytes are, whatever its name or the header it came with; undefined for
 * anything but a whole PDF, PNG or JPEG, with nothing before its signature or after its end
 * (decision record 0031).
 */
export function identifyDocument(bytes: Buffer): DocumentType | undefined {
  if (isPdf(bytes)) return 'application/pdf';
  if (png.isWellFormed(bytes)) return 'image/png';
  if (jpeg.isWellFormed(bytes)) return 'image/jpeg';
  return undefined;
}
